import type { CataloguePath, PathRunResult } from '@machines/flowCatalogue';
import { Button } from '@shared/ui/Button';

const resultWords = (result: PathRunResult | undefined) =>
  !result
    ? 'not run in a browser yet'
    : result.status === 'skipped'
      ? `left to the jsdom paths: ${result.note ?? ''}`
      : `${result.status} in the browser on ${result.at.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A flow's planned paths, each in words with the calls its test expects, its last browser result (undefined results:
 * none are known here, the static site) and a way to step through it.
 */
export function PathList({
  paths,
  results,
  chosen,
  onChoose,
}: {
  paths: CataloguePath[];
  results: PathRunResult[] | undefined;
  chosen: number | undefined;
  onChoose: (pathIndex: number) => void;
}) {
  return (
    <ol className="flow-catalogue__paths">
      {paths.map((path, index) => {
        const result = results?.find((r) => r.path === path.name);
        return (
          <li key={path.name} aria-current={chosen === index ? 'step' : undefined}>
            <p>
              <strong>{path.name}</strong>
              {results ? ` — ${resultWords(result)}` : null}
            </p>
            <ol>
              {path.steps.map((step, i) => (
                <li key={i}>{step.words}</li>
              ))}
            </ol>
            {path.sideEffects ? <SideEffects effects={path.sideEffects} /> : null}
            <Button variant="secondary" onClick={() => onChoose(index)}>
              Step through {path.name.split(' ')[0]}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

/** What the path's test expects the app to do besides its screens, with the step that does it. */
function SideEffects({ effects }: { effects: NonNullable<CataloguePath['sideEffects']> }) {
  if (effects.length === 0) return <p>Side effects: none.</p>;
  return (
    <>
      <p>Side effects, in order:</p>
      <ul>
        {effects.map((e, i) => (
          <li key={i}>
            {e.step === 0 ? 'at the start' : `step ${e.step}`}: {e.words}
          </li>
        ))}
      </ul>
    </>
  );
}
