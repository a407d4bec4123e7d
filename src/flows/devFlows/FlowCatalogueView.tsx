import { FlowDiagram } from '@shared/diagrams/FlowDiagram';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { FlowCatalogueContext } from './FlowCatalogueContext';
import { PathList } from './PathList';
import { PathStepper } from './PathStepper';
import { useFlowCatalogueEvents } from './useFlowCatalogueEvents';

import './flowCatalogue.css';

/*
 * /dev/flows. A tool for product owners on development servers, in English like docs/flows (the
 * product's four languages are for students and parents; docs/decisions.md, Flow catalogue).
 */
export function FlowCatalogueView() {
  const loading = FlowCatalogueContext.useSelector((s) => s.matches('loading'));
  const failed = FlowCatalogueContext.useSelector((s) => s.matches('failed'));
  const browsing = FlowCatalogueContext.useSelector((s) => s.matches('browsing'));
  const opening = FlowCatalogueContext.useSelector((s) => s.matches({ browsing: 'opening' }));
  const openFailed = FlowCatalogueContext.useSelector((s) => s.matches({ browsing: 'openFailed' }));
  const flows = FlowCatalogueContext.useSelector((s) => s.context.flows);
  const results = FlowCatalogueContext.useSelector((s) => s.context.results);
  const flowId = FlowCatalogueContext.useSelector((s) => s.context.flowId);
  const flow = FlowCatalogueContext.useSelector((s) =>
    s.matches({ browsing: 'viewing' }) ? s.context.flow : undefined,
  );
  const pathIndex = FlowCatalogueContext.useSelector((s) => s.context.pathIndex);
  const step = FlowCatalogueContext.useSelector((s) => s.context.step);
  const failure = FlowCatalogueContext.useSelector((s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const events = useFlowCatalogueEvents();

  const path = flow && pathIndex !== undefined ? flow.paths[pathIndex] : undefined;
  const activeAt = (at: number) => (!path ? [] : at <= 0 ? path.start : path.steps[at - 1].active);
  const flowResults = results.filter((r) => r.flow === flowId);

  return (
    <main className="page flow-catalogue">
      <h1>Flow catalogue</h1>
      {loading ? <Loader label="Loading the flows…" /> : null}
      {failed ? (
        <RetryPanel message={failure?.kind === 'failure' ? failure.message : failureText} onRetry={events.retry} />
      ) : null}
      {browsing ? (
        <div className="flow-catalogue__layout">
          <nav aria-label="Flows">
            <ul>
              {flows.map((f) => {
                const runs = results.filter((r) => r.flow === f.id && r.status !== 'skipped');
                const passed = runs.filter((r) => r.status === 'passed').length;
                return (
                  <li key={f.id}>
                    <Button variant="link" aria-pressed={f.id === flowId} onClick={() => events.openFlow(f.id)}>
                      {f.title}
                    </Button>
                    <small>
                      {f.states} states · {f.transitions} transitions · {f.paths} paths
                      {runs.length > 0 ? ` · browser: ${passed}/${runs.length} passed` : ''}
                    </small>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className="flow-catalogue__flow" aria-live="polite">
            {!flowId ? <p>Choose a flow to see its diagram, spec references and paths.</p> : null}
            {opening ? <Loader label="Opening the flow…" /> : null}
            {openFailed ? (
              <Alert tone="error">{failure?.kind === 'failure' ? failure.message : failureText}</Alert>
            ) : null}
            {flow ? (
              <>
                <h2>{flow.title}</h2>
                <p>
                  Machine <code>{flow.machineId}</code>. Spec references:{' '}
                  {flow.specs.length > 0 ? flow.specs.join('; ') : 'none yet'}.
                </p>
                <FlowDiagram
                  svg={flow.svg}
                  active={activeAt(step)}
                  previous={activeAt(step - 1)}
                  label={`Statechart of ${flow.title}`}
                />
                {path ? (
                  <PathStepper path={path} step={step} onPrevious={events.previous} onNext={events.next} />
                ) : null}
                <h3>Paths</h3>
                <PathList paths={flow.paths} results={flowResults} chosen={pathIndex} onChoose={events.choosePath} />
              </>
            ) : null}
          </section>
        </div>
      ) : null}
    </main>
  );
}
