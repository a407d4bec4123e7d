import * as z from 'zod/mini';

/** docs/flows/<id>.json: a flow's spec references and planned paths with the state ids of each step. */
export const flowFileSchema = z.object({
  id: z.string(),
  title: z.string(),
  machineId: z.string(),
  specs: z.array(z.string()),
  paths: z.array(
    z.object({
      name: z.string(),
      start: z.array(z.string()),
      steps: z.array(z.object({ words: z.string(), active: z.array(z.string()) })),
    }),
  ),
});
