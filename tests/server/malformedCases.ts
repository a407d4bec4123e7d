/**
 * Malformed request parts for tests/server/malformedInput.test.ts: what every field, query parameter, path
 * parameter, header and body gets in turn. Deterministic (no randomness), so a failure names a request that repeats.
 */

/** JSON values each body field gets: ids outside a positive int4, NUL text, huge text and wrong types. */
export const badJsonValues: unknown[] = [
  0,
  -1,
  2147483648,
  -2147483649,
  1e20,
  1.5,
  2 ** 53 + 2,
  1e308,
  -1e308,
  'abc',
  '1.5',
  '2147483648',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(20_000),
  null,
  true,
  false,
  [],
  {},
  [null],
  ['a\u0000'],
  { $gt: 1 },
  { '\u0000': 1 },
];

/** Text each query or path parameter gets (an array: the parameter repeated). */
export const badTextValues: (string | string[])[] = [
  '0',
  '-1',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e20',
  '1.5',
  'abc',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '1\u0000',
  'x'.repeat(5_000),
  'Infinity',
  'NaN',
  '0x1F',
  ' 7',
  '{}',
  '[]',
  'null',
  'true',
  ['1', '2'],
];

/** Path parameter text sent as is (not percent-encoded again): broken escapes, an encoded NUL, a climb out. */
export const badRawPathValues = ['%', '%E0%A4%A', '%00', '..%2F..%2Fpackage.json', '%2e%2e%2f%2e%2e%2f'];

/** Values of the `studentid` and `authorization` headers the server reads. */
export const badHeaderCases: Record<string, string>[] = [
  { studentid: '2147483648' },
  { studentid: '99999999999999999999' },
  { studentid: '-1' },
  { studentid: 'a\u0000b' },
  { authorization: 'Bearer a\u0000b' },
  { authorization: `Bearer ${'x'.repeat(10_000)}` },
  { authorization: 'Basic %%%' },
  { 'x-anything': 'a\u0000b' },
];

const deep = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);
const json = 'application/json';

/** Whole bodies that are malformed whatever the route expects. */
export const badRawBodies: { payload: string; contentType: string }[] = [
  { payload: '', contentType: json },
  { payload: '{', contentType: json },
  { payload: '{"a":1,}', contentType: json },
  { payload: 'null', contentType: json },
  { payload: '[]', contentType: json },
  { payload: '1', contentType: json },
  { payload: '"x"', contentType: json },
  { payload: 'true', contentType: json },
  { payload: deep('[', ']', 20_000), contentType: json },
  { payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, contentType: json },
  { payload: '{"__proto__":{"polluted":true}}', contentType: json },
  { payload: '{"constructor":{"prototype":{"polluted":true}}}', contentType: json },
  { payload: '{"\\u0000":1}', contentType: json },
  { payload: '{"a":"\\u0000"}', contentType: json },
  { payload: `{"a":"${'x'.repeat(300 * 1024)}"}`, contentType: json },
  { payload: 'a=%00&__proto__=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: '\u0000', contentType: 'text/plain' },
];

type Path = (string | number)[];

/** Paths of every node below the root (objects and arrays too, so they get wrong types as a whole). */
export function nodePaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...nodePaths(v, [...prefix, k])]);
}

/** A deep copy of `value` with the node at `path` replaced (or removed when `replacement` is `remove`). */
export const remove = Symbol('remove');
export function withNode(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (replacement === remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** Every string value with a NUL appended (keys kept, so the body still reaches the handler's checks). */
export function withNulInEveryString(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNulInEveryString);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNulInEveryString(v)]));
  }
  return value;
}

export const describeValue = (v: unknown) => {
  const text = typeof v === 'symbol' ? '(removed)' : (JSON.stringify(v) ?? String(v));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
};
