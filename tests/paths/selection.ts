import type { BrowserFlow } from './browserFlow';

/** `PATHS_FLOWS=login,faqs`: only those flows' browser paths run and are counted (one flow while mapping it). */
export function selectedFlows(flows: BrowserFlow[], only = process.env.PATHS_FLOWS): BrowserFlow[] {
  if (!only) return flows;
  const ids = new Set(only.split(',').map((id) => id.trim()));
  return flows.filter((flow) => ids.has(flow.model.id));
}
