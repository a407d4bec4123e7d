import * as z from 'zod/mini';

/** GET /dev/tools: what the embedded default server allows the page's dev tools. */
export const devToolsSchema = z.object({ inspect: z.boolean() });
export type DevTools = z.infer<typeof devToolsSchema>;

/** The last run of one browser path (`npm run test:paths` / `npm test`, tests/paths). */
export const pathResultSchema = z.object({
  flow: z.string(),
  path: z.string(),
  status: z.enum(['passed', 'failed', 'skipped']),
  /** Why a path was skipped (the browser map's reason). */
  note: z.optional(z.string()),
  at: z.string(),
  /** The transitions each machine took (`transitionKey`), by machine id. */
  byMachine: z.record(z.string(), z.array(z.string())),
});
export type PathResult = z.infer<typeof pathResultSchema>;

/** GET /dev/paths-results: every browser path's last result, without the transitions. */
export const pathResultsSchema = z.object({
  results: z.array(
    z.object({
      flow: z.string(),
      path: z.string(),
      status: pathResultSchema.shape.status,
      at: z.string(),
      note: z.optional(z.string()),
    }),
  ),
});
export type PathResults = z.infer<typeof pathResultsSchema>;
