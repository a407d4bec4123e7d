/**
 * The one place the browser talks HTTP: `fetch` with a base URL, a query, a JSON or form body, and the
 * answer read as JSON when it says it is. A plain `fetch` wrapper instead of ofetch: the library and its
 * URL helpers were 5 KB gzip of every page's JavaScript for what these 40 lines do (docs/decisions.md).
 */
export type Query = Record<string, string | number | boolean | undefined>;

export interface SendOptions {
  method?: string;
  /** A plain value is sent as JSON; URLSearchParams as a form. */
  body?: unknown;
  query?: Query;
  headers: Headers;
  signal?: AbortSignal;
  keepalive?: boolean;
}

export function urlOf(baseURL: string, path: string, query?: Query): string {
  const url = baseURL.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** Rejects only when no answer arrived (network, abort); any HTTP status is an answer. */
export function send(baseURL: string, path: string, options: SendOptions): Promise<Response> {
  const { body, headers } = options;
  let payload: BodyInit | undefined;
  if (body instanceof URLSearchParams || body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set('content-type', 'application/json');
    headers.set('accept', 'application/json');
  }
  return fetch(urlOf(baseURL, path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: payload,
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

/** The answer's JSON body, or undefined when it has none or it is not JSON (the caller reports an unreadable answer). */
export async function jsonOf(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
