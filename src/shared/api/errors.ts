import type { ApiStatus } from '@contracts/envelope';

/**
 * Why a call failed, as machines see it. `session` problems have already been reported to
 * the session machine by the client; a flow only needs to stop waiting.
 */
import type { Failure } from '@machines/shared/failure';

export type ApiFailure = Failure;
export type ApiFailureKind = Failure['kind'];

export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    readonly httpStatus: number,
    readonly status: ApiStatus | undefined,
  ) {
    super(status?.message || kind);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.status?.code;
  }

  /** A plain object machines can hold in context and tests can compare. */
  toFailure(): ApiFailure {
    const failure: ApiFailure = { kind: this.kind, httpStatus: this.httpStatus, message: this.status?.message ?? '' };
    if (this.status?.code) failure.code = this.status.code;
    return failure;
  }
}


export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Any thrown value as an ApiFailure (aborts and bugs become 'network' / 'failure'). */
export function toFailure(error: unknown): ApiFailure {
  if (isApiError(error)) return error.toFailure();
  return { kind: 'network', httpStatus: 0, message: '' };
}

/** Runs a call and rethrows any failure as plain `Failure` data, the way machines expect it. */
export async function asFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFailure(error);
  }
}
