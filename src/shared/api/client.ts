import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

import { type ApiStatus, statusSchema } from '@contracts/envelope';
import { headerNames } from '@contracts/headers';
import type { Failure } from '@machines/shared/failure';

import { invalidAnswer, isFailure, networkFailure } from './failures';
import { jsonOf, type Query, send } from './send';
import type { SessionSignals } from './sessionSignals';

export interface Credentials {
  token?: string;
  studentId?: number;
  /** The parent-flow token is sent without the Bearer prefix (01 §6). */
  parentFlow?: boolean;
}

export interface ApiClientConfig {
  baseURL: string;
  subscriptionKey: string;
  credentials: () => Credentials;
  signals: SessionSignals;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal: AbortSignal;
  /** The login call's own 401 is a wrong password, not an ended session (01 §4). */
  unauthorizedIsAnswer?: boolean;
  /** This call's own Authorization value (a link's token) instead of the stored session's: tokens never go in the query. */
  authorization?: string;
  /** Let the request outlive the page (fetch keepalive: a time update sent while the tab closes). */
  keepalive?: boolean;
}

/**
 * An answer's schema, or a loader of it: pages other than /login load their endpoints' schemas with their
 * code, so the first page's JavaScript stays small (docs/decisions.md, Delivery).
 */
export type AnswerSchema<S extends core.$ZodType> = S | (() => Promise<S>);

/** Starts loading a lazily loaded schema beside the request (not after the answer: one round trip less). */
function parserOf<S extends core.$ZodType>(schema: AnswerSchema<S>): Promise<S> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // A schema that fails to load is reported when the answer is parsed; until then the rejection is not unhandled.
  loading.catch(() => undefined);
  return loading;
}

const accessDeniedMessage = 'Access Denied';

/** A failed call as plain data: the answer's status message, code and the code's params (when it has them). */
function failure(
  kind: Failure['kind'],
  httpStatus: number,
  status?: Pick<ApiStatus, 'message' | 'code' | 'params'>,
): Failure {
  const result: Failure = { kind, httpStatus, message: status?.message ?? '' };
  if (status?.code) result.code = status.code;
  if (status?.params) result.params = status.params;
  return result;
}

/** Runs one call so that everything it throws is plain `Failure` data: an abort or any other thrown value is a network failure. */
async function asPlainFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw isFailure(error) ? error : { ...networkFailure };
  }
}

/** An envelope answer whose `data` is there. */
export type WithData<T> = T extends { data?: infer D } ? T & { data: NonNullable<D> } : never;

/**
 * The spec's headers on every call, and the envelope rules in one place:
 * 'Access Denied' in a body, 401 and `session: false` are reported to the session machine,
 * a false status flag becomes a thrown `Failure` (plain data, machines/shared/failure.ts), and every answer is parsed
 * with its zod schema. Every call throws only `Failure` data: no answer (offline, aborted) is `networkFailure`.
 */
export function createApiClient(config: ApiClientConfig) {
  /** The spec's headers: the subscription key, the session's token (unless the call brings its own) and student id. */
  function appHeaders(authorization?: string): Headers {
    const { token, studentId, parentFlow } = config.credentials();
    const headers = new Headers({ [headerNames.subscriptionKey]: config.subscriptionKey });
    if (authorization) headers.set(headerNames.authorization, authorization);
    else if (token) headers.set(headerNames.authorization, parentFlow ? token : `Bearer ${token}`);
    if (studentId !== undefined) headers.set(headerNames.studentId, String(studentId));
    return headers;
  }

  /** Sends, turning "no answer" into a network failure; an abort stays an abort. */
  async function answerTo(path: string, options: Parameters<typeof send>[2]): Promise<Response> {
    try {
      return await send(config.baseURL, path, options);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw { ...networkFailure };
    }
  }

  async function callEnvelope<S extends core.$ZodType>(
    path: string,
    schema: AnswerSchema<S>,
    options: CallOptions,
  ): Promise<core.output<S>> {
    const parser = parserOf(schema);
    const response = await answerTo(path, {
      method: options.method,
      body: options.body,
      query: options.query,
      signal: options.signal,
      headers: appHeaders(options.authorization),
      keepalive: options.keepalive,
    });
    const body = (await jsonOf(response)) as Record<string, unknown> | undefined;
    const status = statusSchema.safeParse(body?.status);
    const message = status.success ? status.data.message : '';

    if (message === accessDeniedMessage) {
      config.signals.emit({ type: 'api.accessDenied' });
      throw failure('accessDenied', response.status, status.data);
    }
    if (response.status === 401 && !options.unauthorizedIsAnswer) {
      const expired = status.success && status.data.code === 'TOKEN_EXPIRED';
      config.signals.emit({
        type: expired ? 'api.tokenExpired' : body?.session === false ? 'api.sessionEnded' : 'api.unauthorized',
      });
      throw failure(expired ? 'tokenExpired' : 'unauthorized', 401, status.success ? status.data : undefined);
    }
    if (body?.session === false) {
      config.signals.emit({ type: 'api.sessionEnded' });
      throw failure('sessionEnded', response.status, status.success ? status.data : undefined);
    }
    if (!status.success) throw failure('invalidAnswer', response.status);
    if (!response.ok || !status.data.success)
      throw failure(response.status === 401 ? 'unauthorized' : 'failure', response.status, status.data);

    const parsed = z.safeParse(await parser, body);
    if (!parsed.success) throw failure('invalidAnswer', response.status);
    return parsed.data;
  }

  /** An envelope call: its answer parsed with its schema, or a thrown `Failure`. */
  function call<S extends core.$ZodType>(
    path: string,
    schema: AnswerSchema<S>,
    options: CallOptions,
  ): Promise<core.output<S>> {
    return asPlainFailure(() => callEnvelope(path, schema, options));
  }

  /**
   * An envelope call whose answer must carry `data`: a success without it is reported here, once, as `invalidAnswer`
   * (the same Failure for every endpoint), so callers read `answer.data` without a check.
   */
  async function callData<S extends core.$ZodType<{ data?: unknown }>>(
    path: string,
    schema: AnswerSchema<S>,
    options: CallOptions,
  ): Promise<WithData<core.output<S>>> {
    const answer = await call(path, schema, options);
    if (!answer.data) throw { ...invalidAnswer };
    return answer as WithData<core.output<S>>;
  }

  /**
   * A call whose answer is not the envelope (the wallet provider's OAuth-style JSON): no session
   * signals, a non-2xx answer is a failure carrying `error_description`, the body is parsed with
   * its schema. `authorization` replaces the app's credentials (Basic or the provider's Bearer).
   */
  function callPlain<S extends core.$ZodType>(
    path: string,
    schema: AnswerSchema<S>,
    options: { method?: 'GET' | 'POST'; body?: URLSearchParams; authorization: string; signal: AbortSignal },
  ): Promise<core.output<S>> {
    return asPlainFailure(() => callPlainAnswer(path, schema, options));
  }

  async function callPlainAnswer<S extends core.$ZodType>(
    path: string,
    schema: AnswerSchema<S>,
    options: { method?: 'GET' | 'POST'; body?: URLSearchParams; authorization: string; signal: AbortSignal },
  ): Promise<core.output<S>> {
    const parser = parserOf(schema);
    // The subscription key and this call's own authorization only: no session token or student id.
    const headers = new Headers({
      [headerNames.subscriptionKey]: config.subscriptionKey,
      [headerNames.authorization]: options.authorization,
    });
    const response = await answerTo(path, {
      method: options.method,
      body: options.body,
      signal: options.signal,
      headers,
    });
    const body = (await jsonOf(response)) as Record<string, unknown> | undefined;
    if (!response.ok) {
      const description = typeof body?.error_description === 'string' ? body.error_description : '';
      throw failure('failure', response.status, {
        message: description,
        code: typeof body?.error === 'string' ? body.error : undefined,
      });
    }
    const parsed = z.safeParse(await parser, body);
    if (!parsed.success) throw failure('invalidAnswer', response.status);
    return parsed.data;
  }

  /**
   * An authenticated binary download (the receipt PDF): the same headers as `call`; a 401 is
   * reported like any other call's, and a non-2xx answer or a non-binary body is a failure.
   */
  function download(path: string, query: Record<string, string | number>, signal: AbortSignal): Promise<Blob> {
    return asPlainFailure(() => downloadBlob(path, query, signal));
  }

  async function downloadBlob(
    path: string,
    query: Record<string, string | number>,
    signal: AbortSignal,
  ): Promise<Blob> {
    const response = await answerTo(path, { query, signal, headers: appHeaders() });
    if (response.status === 401) {
      config.signals.emit({ type: 'api.unauthorized' });
      throw failure('unauthorized', 401);
    }
    if (!response.ok || (response.headers.get('content-type') ?? '').includes('json'))
      throw failure('failure', response.status);
    try {
      return await response.blob();
    } catch (error) {
      if (signal.aborted) throw error;
      throw { ...networkFailure };
    }
  }

  return { call, callData, callPlain, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;
