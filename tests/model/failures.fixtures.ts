import type { RefusalParams } from '@contracts/refusalParams';
import type { Failure } from '@machines/shared/failure';

/**
 * A refusal of the server as the API client hands it on (src/shared/api/client.ts): its status, code, message and the
 * code's params.
 */
export const refusal = (httpStatus: number, code: string, message: string, params?: RefusalParams): Failure => ({
  kind: 'failure',
  httpStatus,
  code,
  message,
  ...(params ? { params } : {}),
});

/** No answer at all: offline, or the connection dropped. */
export const networkFailure: Failure = { kind: 'network', httpStatus: 0, message: '' };
