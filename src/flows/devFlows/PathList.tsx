import type { CataloguePath, PathRunResult } from '@machines/flowCatalogue';
import { Button } from '@shared/ui/Button';

const resultWords = (result: PathRunResult | undefined) =>
  !result
    ? 'not run in a browser yet'
    : result.status === 'skipped'
      ? `left to the jsdom paths: ${result.note ?? ''}`
      : `${result.status} in the browser on ${result.at.slice(0, 16).replace('T', ' ')} UTC`;

/** A flow's planned paths, each in words with its last browser result and a way to step through it. */
export function PathList({
  paths,
  results,
  chosen,
  onChoose,
}: {
  paths: CataloguePath[];
  results: PathRunResult[];
  chosen: number | undefined;
  onChoose: (pathIndex: number) => void;
}) {
  return (
    <ol className="flow-catalogue__paths">
      {paths.map((path, index) => {
        const result = results.find((r) => r.path === path.name);
        return (
          <li key={path.name} aria-current={chosen === index ? 'step' : undefined}>
            <p>
              <strong>{path.name}</strong> — {resultWords(result)}
            </p>
            <ol>
              {path.steps.map((step, i) => (
                <li key={i}>{step.words}</li>
              ))}
            </ol>
            <Button variant="secondary" onClick={() => onChoose(index)}>
              Step through {path.name.split(' ')[0]}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
