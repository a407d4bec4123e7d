import type { Failure } from '@machines/shared/failure';

/**
 * Why a call failed, as machines see it: the client throws plain `Failure` data (src/shared/api/client.ts).
 * `session` problems have already been reported to the session machine by the client; a flow only needs to stop waiting.
 */
export type ApiFailure = Failure;
export type ApiFailureKind = Failure['kind'];
