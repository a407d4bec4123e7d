/** Dotted paths into form values and errors: 'flexi.f12' is `values.flexi.f12`. */
type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

export const getPath = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), source);

/** Sets the value, creating the objects on the way. */
export function setPath(target: object, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target as Node;
  for (const key of keys) node = (isObject(node[key]) ? node[key] : (node[key] = {})) as Node;
  node[last] = value;
}

/** Removes the value and the objects it leaves empty. */
export function unsetPath(target: object, path: string): void {
  const keys = path.split('.');
  const nodes = [target as Node];
  for (const key of keys.slice(0, -1)) {
    const next = nodes[nodes.length - 1][key];
    if (!isObject(next)) return;
    nodes.push(next);
  }
  for (let i = keys.length - 1; i >= 0; i--) {
    delete nodes[i][keys[i]];
    if (i > 0 && Object.keys(nodes[i]).length > 0) return;
  }
}

/** A deep copy of plain values (objects, arrays, primitives). */
export const cloneValues = <V>(value: V): V =>
  (Array.isArray(value)
    ? value.map(cloneValues)
    : isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneValues(item)]))
      : value) as V;
