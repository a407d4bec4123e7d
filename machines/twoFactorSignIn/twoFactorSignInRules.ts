import { failureCodes } from '../../contracts/envelope';
import type { Failure } from '../shared/failure';

/**
 * The challenge cannot take another code: it expired or was used (401), or it took too many wrong codes (429). A
 * wrong code (400) leaves it open.
 */
export const isChallengeOver = (failure: Failure): boolean =>
  failure.httpStatus === 401 || failure.httpStatus === 429 || failure.code === failureCodes.tooManyAttempts;
