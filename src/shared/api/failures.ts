import type { Failure } from '@machines/shared/failure';

/** A page opened without a stored student id (storage cleared in another tab): the page's load fails plainly. */
export const noStoredStudent: Failure = { kind: 'failure', httpStatus: 0, message: '' };

/**
 * An answer the app cannot use: a success without the data (or token) the call must carry, or a body that is not
 * the endpoint's envelope. The client reports it for data calls; flows throw it for a missing token.
 */
export const invalidAnswer: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/** No answer arrived (offline, aborted, or a thrown value that is not a Failure). */
export const networkFailure: Failure = { kind: 'network', httpStatus: 0, message: '' };

/** Whether a thrown value is already plain `Failure` data. */
export const isFailure = (error: unknown): error is Failure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as Partial<Failure>).kind === 'string' &&
  typeof (error as Partial<Failure>).httpStatus === 'number';

/** `data` of an answer from a call whose other callers accept an answer without it; a success without data is `invalidAnswer`. */
export function dataOf<D>(answer: { data?: D | undefined }): D {
  if (!answer.data) throw invalidAnswer;
  return answer.data;
}
