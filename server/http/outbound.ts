import type * as z from 'zod/mini';

/**
 * Calls this server makes to other services (payment gateway, sign-in providers' keys). Every call has a deadline
 * that covers the answer's body too, and every answer is checked against the shape the caller reads: an answer that
 * is late or not what was expected is a failure of that service, never a hang and never an unchecked cast.
 */

/** What a caller logs through (Fastify's logger fits). */
export interface OutboundLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLog: OutboundLog = { warn: () => undefined, error: () => undefined };

/** The call got no answer in time, was cancelled, or failed on the network. */
export class OutboundCallError extends Error {
  constructor(
    readonly reason: 'timeout' | 'aborted' | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface OutboundAnswer {
  status: number;
  ok: boolean;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  body: unknown;
}

/** Settles as `promise` does, or rejects once `signal` aborts (so a fetch that ignores its signal cannot hang the call). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/**
 * One JSON call with a deadline of `timeoutMs` (and the caller's `signal`, if any): the answer's status and its body
 * parsed as JSON. Throws OutboundCallError when the answer is not complete in time or the network fails.
 */
export async function fetchJson(
  fetchImpl: typeof fetch,
  url: string,
  init: Omit<RequestInit, 'signal'>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<OutboundAnswer> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
  const what = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
  try {
    const res = await untilAborted(fetchImpl(url, { ...init, signal: combined }), combined);
    const text = await untilAborted(res.text(), combined);
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, ok: res.ok, body };
  } catch (err) {
    if (deadline.aborted)
      throw new OutboundCallError('timeout', `${what}: no answer within ${timeoutMs} ms`, { cause: err });
    if (combined.aborted) throw new OutboundCallError('aborted', `${what}: cancelled`, { cause: err });
    throw new OutboundCallError('network', `${what}: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
}

/** The answer read as `schema`, or the list of what did not match (for the log line; never the body itself). */
export function readAnswer<T>(
  schema: z.ZodMiniType<T>,
  body: unknown,
): { ok: true; data: T } | { ok: false; problems: string[] } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`) };
}
