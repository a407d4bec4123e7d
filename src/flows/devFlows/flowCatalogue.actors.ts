import { fromPromise } from 'xstate';

import { pathResultsSchema } from '@contracts/devTools';
import * as apiPaths from '@contracts/paths';
import type { CatalogueIndex, flowCatalogueMachine, FlowDetail } from '@machines/flowCatalogue';
import type { Failure } from '@machines/shared/failure';
import { loadDiagram, loadFlowIndex, loadFlowJson } from '@shared/diagrams/diagramFiles';
import type { ImplementationsOf } from '@shared/flows/implementations';

import { flowFileSchema } from './catalogueFiles';

/*
 * The flow catalogue's I/O: the generated docs/flows files are part of this build (loaded only by this
 * page); the last browser results come from the development server, which is also what decides the page exists.
 */
const notHere: Failure = {
  kind: 'failure',
  httpStatus: 404,
  code: 'NOT_FOUND',
  message: 'The flow catalogue is only on development servers (the embedded default, `npm start`).',
};

async function devJson(url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw notHere;
  return res.json();
}

export const createFlowCatalogueActors = () => ({
  loadCatalogue: fromPromise<CatalogueIndex>(async ({ signal }) => {
    await devJson(apiPaths.devTools, signal);
    const [results, flows] = await Promise.all([
      devJson(apiPaths.devPathsResults, signal).then((body) => pathResultsSchema.parse(body).results),
      loadFlowIndex(),
    ]);
    return { flows, results };
  }),
  loadFlow: fromPromise<FlowDetail, { flowId: string }>(async ({ input }) => {
    const [json, svg] = await Promise.all([loadFlowJson(input.flowId), loadDiagram(input.flowId)]);
    if (json === undefined || svg === undefined)
      throw { ...notHere, message: `There is no flow '${input.flowId}'.` } satisfies Failure;
    return { ...flowFileSchema.parse(json), svg };
  }),
});

export const createFlowCatalogueImplementations = () =>
  ({ actors: createFlowCatalogueActors() }) satisfies ImplementationsOf<typeof flowCatalogueMachine>;
