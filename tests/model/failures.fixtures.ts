import type { Failure } from '@machines/shared/failure';

/** A refusal of the server as the API client hands it on (src/shared/api/client.ts): its status, code and message. */
export const refusal = (httpStatus: number, code: string, message: string): Failure => ({
  kind: 'failure',
  httpStatus,
  code,
  message,
});

/** No answer at all: offline, or the connection dropped. */
export const networkFailure: Failure = { kind: 'network', httpStatus: 0, message: '' };
