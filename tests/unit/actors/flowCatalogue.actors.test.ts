import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

import * as apiPaths from '@contracts/paths';
import { createFlowCatalogueActors } from '@flows/devFlows/flowCatalogue.actors';

const actors = createFlowCatalogueActors('developmentServer');
const run = <T>(logic: Parameters<typeof createActor>[0], input?: unknown) =>
  toPromise(createActor(logic, { input }).start()) as Promise<T>;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('flow catalogue actors', () => {
  it('loadCatalogue lists the generated flows with the server’s last browser results', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === apiPaths.devTools
        ? answer(200, { inspect: true })
        : answer(200, {
            results: [{ flow: 'faqs', path: '#1 loading → ready', status: 'passed', at: '2026-11-24T10:00:00.000Z' }],
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const index = await run<{ flows: Array<{ id: string; machineId: string }>; results: unknown[] }>(
      actors.loadCatalogue,
    );
    expect(index.flows.find((f) => f.id === 'faqs')).toMatchObject({ machineId: 'faqs' });
    expect(index.flows.length).toBeGreaterThan(50);
    expect(index.results).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([apiPaths.devTools, apiPaths.devPathsResults]);
  });

  it('loadCatalogue on the static site lists the flows by area and asks no server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const index = await run<{ flows: Array<{ id: string; area: string }>; results: unknown[] }>(
      createFlowCatalogueActors('staticSite').loadCatalogue,
    );
    expect(index.flows.find((f) => f.id === 'chapter')).toMatchObject({ area: 'Course taking' });
    expect(index.results).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loadCatalogue says the catalogue is only on development servers when /dev/tools is not there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { status: { success: false } })),
    );
    await expect(run(actors.loadCatalogue)).rejects.toMatchObject({
      kind: 'failure',
      httpStatus: 404,
      message: 'The flow catalogue is only on development servers (the embedded default, `npm start`).',
    });
  });

  it('loadFlow answers a flow’s paths, state ids and diagram; an unknown flow is refused in words', async () => {
    const flow = await run<{ machineId: string; area: string; paths: Array<{ start: string[] }>; svg: string }>(
      actors.loadFlow,
      {
        flowId: 'faqs',
      },
    );
    expect(flow.machineId).toBe('faqs');
    expect(flow.paths[0].start).toEqual(['faqs.loading']);
    expect(flow).toMatchObject({ area: "The student's home and account" });
    expect(flow.svg).toContain('<title>faqs.loading</title>');
    await expect(run(actors.loadFlow, { flowId: 'nothing' })).rejects.toMatchObject({
      message: "There is no flow 'nothing'.",
    });
  });
});
