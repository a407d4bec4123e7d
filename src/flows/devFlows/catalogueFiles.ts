import * as z from 'zod/mini';

/**
 * generated/flows/<id>.json: a flow's area, spec references and planned paths with the state ids of each step and the
 * calls its test expects, in words.
 */
export const flowFileSchema = z.object({
  id: z.string(),
  title: z.string(),
  area: z.string(),
  machineId: z.string(),
  specs: z.array(z.string()),
  paths: z.array(
    z.object({
      name: z.string(),
      start: z.array(z.string()),
      steps: z.array(z.object({ words: z.string(), active: z.array(z.string()) })),
      sideEffects: z.optional(z.array(z.object({ step: z.number(), words: z.string() }))),
    }),
  ),
});
