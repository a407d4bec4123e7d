import type { Failure } from '@machines/shared/failure';

/** A student page opened without a stored student id (storage cleared in another tab): the page's load fails plainly. */
export const noStoredStudent: Failure = { kind: 'failure', httpStatus: 0, message: '' };
