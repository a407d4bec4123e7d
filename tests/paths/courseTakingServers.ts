/**
 * Course taking's browser paths move the server's clock (server/devClock.ts), and some flows hand one seeded student
 * from path to path in their planned order: no two paths may share a server at once, and a flow's paths run in order
 * on one server. So each Playwright worker has a server of its own (ports after the e2e servers'), picked by its
 * `parallelIndex` (two running tests never share one; a worker that replaces a failed one keeps it), and the flows are
 * split into spec files (courseTakingPaths.ts) whose tests run in order in one worker (the project is not fully
 * parallel).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 8090);
export const e2eWorkers = 2;
export const courseTakingPathsURLs = Array.from(
  { length: e2eWorkers },
  (_, index) => `http://localhost:${e2ePort + 2 + index}`,
);
