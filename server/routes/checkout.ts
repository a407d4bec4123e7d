import type { FastifyInstance } from 'fastify';

import { checkoutRequestSchema } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { takeParentLinkAttempt } from '../auth/parentLinkLimits';
import { accessDeniedMessage, assertOwnStudent, requireSession } from '../auth/sessions';
import { completeCheckout } from '../checkout/completeCheckout';
import type { Ctx } from '../context';
import { ApiError, parseWith } from '../http/envelope';
import { claimIdempotencyKey, requestFingerprint } from '../payments/idempotency';
import { findStudentById } from '../students';

export function registerCheckoutRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.checkout, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(checkoutRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.student.studentId);
    const student = await findStudentById(ctx.db, session.studentId);
    if (!student) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    const gateway = ctx.gateways.get(body.paymentGateway);
    const key = body.idempotencyKey;
    // Every checkout writes money records (pay later and the bypass too): a repeated request must not write twice.
    if (!key) throw new ApiError(400, 'idempotencyKey: required for every checkout', failureCodes.validation);
    const claim = await claimIdempotencyKey(ctx.db, student.student_id, key, requestFingerprint(body), ctx.clock);
    if (!claim.claimed) return reply.code(claim.answer.httpStatus).send(claim.answer.body);
    return completeCheckout(ctx, req.log, { body, student, gateway, key }, async () => {
      // A parent payment request mails a link to the address typed: limited per student and per address (a repeat of
      // an answered request was answered above and counts nothing).
      if (body.isParentPaymentRequest && body.requestEmail)
        await takeParentLinkAttempt(ctx, reply, student.student_id, body.requestEmail);
    });
  });
}
