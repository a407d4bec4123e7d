/** Keys whose values say how a flow goes, never who the person is: shown as they are. */
const plainKeys = new Set(['type', 'status', 'kind', 'mode', 'outcome', 'code', 'httpStatus', 'step', 'variant']);
const hidden = '•••';

/**
 * What the inspector panel shows of an event or a context: its shape, with every string and number masked
 * except the few keys that only name a flow's course (type, status, code…). Names, e-mail addresses, answers,
 * tokens and ids never reach the screen.
 */
export function maskPersonal(value: unknown, key = '', depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'string' || typeof value === 'number') return plainKeys.has(key) ? value : hidden;
  if (depth >= 3) return hidden;
  if (Array.isArray(value)) return value.length === 0 ? [] : [`${value.length} item(s)`];
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonal(v, k, depth + 1)]));
  return hidden;
}
