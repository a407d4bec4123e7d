import { useState } from 'react';

import type { FlowSummary } from '@machines/flowCatalogue';
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

/** The flows whose title, id or area holds every word of the search, by area in the registry's order. */
function byArea(flows: FlowSummary[], search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const found = flows.filter((f) => {
    const text = `${f.title} ${f.id} ${f.area}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  return [...new Set(found.map((f) => f.area))].map((area) => ({ area, flows: found.filter((f) => f.area === area) }));
}

/*
 * The flow catalogue: a tool for product owners, in English like docs/flows (the product's four languages are for
 * students and parents; docs/decisions.md, Flow catalogue). `browserResults`: the development server's last browser
 * runs are shown; the static site (`npm run catalogue`) has none.
 */
export function FlowCatalogueView({ browserResults }: { browserResults: boolean }) {
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
  // What the list shows, not what the flow is in: the search stays the view's own.
  const [search, setSearch] = useState('');
  const areas = byArea(flows, search);

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
            <label className="flow-catalogue__search">
              Search the flows
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </label>
            {areas.length === 0 ? <p>No flow matches “{search}”.</p> : null}
            {areas.map(({ area, flows: inArea }) => (
              <section key={area} aria-label={area}>
                <h2>{area}</h2>
                <ul>
                  {inArea.map((f) => {
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
              </section>
            ))}
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
                  {flow.area}. Machine <code>{flow.machineId}</code>. Spec references:{' '}
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
                <PathList
                  paths={flow.paths}
                  results={browserResults ? flowResults : undefined}
                  chosen={pathIndex}
                  onChoose={events.choosePath}
                />
              </>
            ) : null}
          </section>
        </div>
      ) : null}
    </main>
  );
}
