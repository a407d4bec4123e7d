import type { FastifyInstance } from 'fastify';

import {
  parentVerificationFailureCodes,
  parentVerificationMessages,
  parentVerificationRequestSchema,
  personalInformationMessages,
  personalInformationSchema,
} from '../../contracts/account';
import { changePasswordMessages, changePasswordRequestSchema } from '../../contracts/auth';
import { courseDashboardQuerySchema } from '../../contracts/courses';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { studentIdQuerySchema } from '../../contracts/student';
import { shopperReviewQuerySchema } from '../../contracts/survey';
import { courseDashboardOf } from '../account/courseDashboard';
import { verifyParent } from '../account/parentVerification';
import { savePersonalInformation } from '../account/personalInformation';
import { savedPersonalInformationOf } from '../account/personDetails';
import { saveShopperReview } from '../account/shopperReview';
import { changePassword } from '../auth/passwordChange';
import { accessDeniedMessage, assertOwnStudent, requireSession, requireStudentSession } from '../auth/sessions';
import { attemptLimits, limitKeys, rateLimited, waitFor } from '../auth/throttle';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';

export const accountMessages = {
  personalInformation: 'Personal information.',
  dashboard: 'Course dashboard.',
  reviewSaved: 'Thank you for your review.',
  paymentNotFound: 'Payment not found.',
} as const;

export function registerAccountRoutes(app: FastifyInstance, ctx: Ctx) {
  /**
   * 02 §2 change-password, §7 password change: the current password, then a new one by the reset rules. Wrong current
   * passwords count like wrong sign-ins (5, then growing waits): a stolen session cannot guess its way to the account.
   * Success signs out every other session (and parent link) and mails a notice; this device stays signed in.
   */
  app.post(apiPaths.changePassword, async (req, reply) => {
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const body = parseWith(changePasswordRequestSchema, req.body, 'body');
    const now = ctx.clock();
    const wait = await waitFor(ctx.db, attemptLimits.signInAccount, limitKeys.passwordChange(session.studentId), now);
    if (wait > 0) throw rateLimited(reply, wait, attemptLimitNames.attempts);
    await changePassword(ctx.db, ctx.outbox, session, body, now);
    return ok(changePasswordMessages.changed);
  });

  app.get(apiPaths.personalInformation, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const saved = await savedPersonalInformationOf(ctx.db, studentId);
    if (!saved) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    return ok(accountMessages.personalInformation, saved);
  });

  app.put(apiPaths.personalInformation, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const body = parseWith(personalInformationSchema, req.body, 'body');
    return ok(personalInformationMessages.saved, {
      isParentVerificationRequired: await savePersonalInformation(ctx.db, studentId, body, ctx.clock()),
    });
  });

  app.post(apiPaths.parentVerification, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const body = parseWith(parentVerificationRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.studentId);
    if (!(await verifyParent(ctx.db, ctx.parentVerifier, studentId, body, ctx.clock()))) {
      return reply.code(422).send({
        status: {
          success: false,
          message: parentVerificationMessages.notVerified,
          code: parentVerificationFailureCodes.notVerified,
        },
      });
    }
    return ok(parentVerificationMessages.verified);
  });

  app.get(apiPaths.courseDashboard, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentPaymentTrxId } = parseWith(courseDashboardQuerySchema, req.query, 'query');
    const dashboard = await courseDashboardOf(ctx.db, session.studentId, studentPaymentTrxId, ctx.clock());
    if (!dashboard) throw new ApiError(404, accountMessages.paymentNotFound, failureCodes.notFound);
    return ok(accountMessages.dashboard, dashboard);
  });

  app.get(apiPaths.shopperReview, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const review = parseWith(shopperReviewQuerySchema, req.query, 'query');
    if (!(await saveShopperReview(ctx.db, session.studentId, review, ctx.clock())))
      throw new ApiError(404, accountMessages.paymentNotFound, failureCodes.notFound);
    return ok(accountMessages.reviewSaved);
  });
}
