import type { FastifyReply } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { twoFactorFailureCodes, twoFactorMessages } from '../../contracts/twoFactor';
import { attemptLimits, clearAttempts, countFailure, limitKeys, waitFor, waitRefusal } from '../auth/throttle';
import type { Ctx } from '../context';
import { ApiError } from '../http/envelope';
import type { CodeRefusal } from './factor';

/*
 * Wrong two-factor codes are counted per student (attemptLimits.twoFactorCode), over the sign-in's second step and the
 * settings together, like wrong current passwords on the password change: counted after the check, outside the
 * transaction that checked (so the count is kept when the answer is a refusal).
 */

const limit = attemptLimits.twoFactorCode;
const keyOf = (studentId: number) => limitKeys.twoFactorCode(studentId);

/** 429 TOO_MANY_ATTEMPTS with Retry-After while the student must wait; the app words the message with the minutes. */
export async function refuseWhileWaiting(ctx: Ctx, reply: FastifyReply, studentId: number) {
  const wait = await waitFor(ctx.db, limit, keyOf(studentId), ctx.clock());
  if (wait <= 0) return;
  reply.header('retry-after', String(Math.ceil(wait / 1000)));
  throw waitRefusal(429, failureCodes.tooManyAttempts, attemptLimitNames.attempts, wait);
}

/**
 * The refusal of a code: 400 TWO_FACTOR_CODE_INVALID or TWO_FACTOR_CODE_USED. A wrong code is counted; a used step is
 * not (it was a right code, no guess of the secret).
 */
export async function refuseCode(ctx: Ctx, studentId: number, refusal: CodeRefusal): Promise<ApiError> {
  if (refusal === 'wrong') await countFailure(ctx.db, limit, keyOf(studentId), ctx.clock());
  return refusal === 'used'
    ? new ApiError(400, twoFactorMessages.codeUsed, twoFactorFailureCodes.codeUsed)
    : new ApiError(400, twoFactorMessages.codeInvalid, twoFactorFailureCodes.codeInvalid);
}

/** A right code forgets the student's wrong ones (as a right password does). */
export const forgetWrongCodes = (ctx: Ctx, studentId: number) => clearAttempts(ctx.db, keyOf(studentId));
