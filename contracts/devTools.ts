import * as z from 'zod/mini';

/** GET /dev/tools (issue 17): what the embedded default server allows the page's dev tools. */
export const devToolsSchema = z.object({ inspect: z.boolean() });
export type DevTools = z.infer<typeof devToolsSchema>;
