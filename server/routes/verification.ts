import type { FastifyInstance } from 'fastify';

import { emailVerificationQuerySchema } from '../../contracts/auth';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { studentIdQuerySchema } from '../../contracts/student';
import { assertOwnStudent, requireSession } from '../auth/sessions';
import { attemptLimits, clearAttempts, limitKeys, takeAttempt, waitRefusal } from '../auth/throttle';
import {
  codeLifetimeMs,
  hashCode,
  issueVerificationCode,
  latestOpenCode,
  resendIntervalMs,
  verifyEmailWithCode,
} from '../auth/verification';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { findStudentById } from '../students';

export const verificationMessages = {
  codeFormat: 'Please enter the 6-digit code',
  expired: 'This code has expired. Please request a new code.',
  invalid: 'The code you entered is incorrect.',
  verified: 'Your e-mail address has been verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  resent: 'We have sent a new code to your e-mail address.',
  wait: 'Please wait before requesting another code.',
} as const;

const pathParams = studentIdQuerySchema;
/** '/…/email-verification/{studentId}' as a route pattern, derived from the contracts path builder. */
const pathPattern = (build: (id: number) => string) => build(0).replace(/\/0$/, '/:studentId');

export function registerVerificationRoutes(app: FastifyInstance, ctx: Ctx) {
  app.put(pathPattern(apiPaths.emailVerification), async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(pathParams, req.params, 'params');
    assertOwnStudent(session, studentId);
    const query = emailVerificationQuerySchema.safeParse(req.query ?? {});
    if (!query.success) throw new ApiError(400, verificationMessages.codeFormat, failureCodes.validation);
    const now = ctx.clock();
    const code = await latestOpenCode(ctx.db, studentId);
    if (!code) {
      const student = await findStudentById(ctx.db, studentId);
      if (student?.is_verified) return ok(verificationMessages.alreadyVerified);
      throw new ApiError(400, verificationMessages.expired, failureCodes.codeExpired);
    }
    if (new Date(code.created_at).getTime() + codeLifetimeMs <= now.getTime())
      throw new ApiError(400, verificationMessages.expired, failureCodes.codeExpired);
    // Wrong codes count per student over the code lifetime: a new code does not start over (else resending resets the
    // guesses). Counted per student before the code is compared, so parallel guesses cannot exceed the limit and the right
    // code is refused too while the student waits.
    const attempt = await takeAttempt(ctx.db, attemptLimits.emailCode, limitKeys.emailCode(studentId), now);
    if (!attempt.allowed)
      throw waitRefusal(400, failureCodes.tooManyAttempts, attemptLimitNames.attempts, attempt.retryAfterMs);
    if (hashCode(studentId, query.data.code) !== code.code_hash)
      throw new ApiError(400, verificationMessages.invalid, failureCodes.codeInvalid);
    const verified = await verifyEmailWithCode(ctx.db, studentId, code.verification_code_id, now);
    if (!verified) throw new ApiError(400, verificationMessages.expired, failureCodes.codeExpired);
    await clearAttempts(ctx.db, limitKeys.emailCode(studentId));
    return ok(verificationMessages.verified);
  });

  app.put(pathPattern(apiPaths.resendVerification), async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(pathParams, req.params, 'params');
    assertOwnStudent(session, studentId);
    const student = await findStudentById(ctx.db, studentId);
    if (!student) throw new ApiError(404, 'Student not found.', failureCodes.notFound);
    if (student.is_verified) return ok(verificationMessages.alreadyVerified);
    const code = await issueVerificationCode(ctx, student, { unlessIssuedWithinMs: resendIntervalMs });
    if (code === undefined) throw new ApiError(400, verificationMessages.wait, failureCodes.rateLimited);
    return ok(verificationMessages.resent);
  });
}
