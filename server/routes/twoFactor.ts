import type { FastifyInstance, FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { twoFactorCodeRequestSchema, twoFactorMessages } from '../../contracts/twoFactor';
import { accessDeniedMessage, requireStudentSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { storedLanguage } from '../i18n/serverText';
import { mails } from '../mail/templates';
import { findStudentById } from '../students';
import { forgetWrongCodes, refuseCode, refuseWhileWaiting } from '../twoFactor/guesses';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startSetup,
  twoFactorStatus,
} from '../twoFactor/settings';

export const twoFactorRouteMessages = {
  status: 'Two-step verification.',
  setup: 'Scan the QR code or type the key into your authenticator app, then enter the code it shows.',
  recoveryCodes: 'Your new recovery codes. The old ones no longer work.',
} as const;

/**
 * 02 §2 otp-configuration: the signed-in student's own two-factor settings (never a parent link's).
 * Every call that takes a code counts wrong ones per student (guesses.ts): a stolen session cannot guess its way to
 * turning the second factor off. Changes mail the student a notice, like the password change.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: Ctx) {
  /** The student of the bearer token (a parent-flow token is refused: these are the student's own settings). */
  async function ownStudent(req: FastifyRequest) {
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const student = await findStudentById(ctx.db, session.studentId);
    if (!student) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    return student;
  }

  app.get(apiPaths.twoFactor, async (req) => {
    const student = await ownStudent(req);
    return ok(twoFactorRouteMessages.status, await twoFactorStatus(ctx.db, student.student_id));
  });

  app.post(apiPaths.twoFactorSetup, async (req) => {
    const student = await ownStudent(req);
    return ok(twoFactorRouteMessages.setup, await startSetup(ctx, student.student_id, student.email));
  });

  app.post(apiPaths.twoFactorEnable, async (req, reply) => {
    const student = await ownStudent(req);
    const { code } = parseWith(twoFactorCodeRequestSchema, req.body, 'body');
    await refuseWhileWaiting(ctx, reply, student.student_id);
    const result = await enableTwoFactor(ctx, student.student_id, code);
    if (typeof result === 'string') throw await refuseCode(ctx, student.student_id, result);
    await forgetWrongCodes(ctx, student.student_id);
    const mail = mails.twoFactorEnabled(storedLanguage(student.language));
    await ctx.outbox.send(student.email, mail);
    return ok(twoFactorMessages.enabled, { recoveryCodes: result });
  });

  app.post(apiPaths.twoFactorDisable, async (req, reply) => {
    const student = await ownStudent(req);
    const { code } = parseWith(twoFactorCodeRequestSchema, req.body, 'body');
    await refuseWhileWaiting(ctx, reply, student.student_id);
    const refusal = await disableTwoFactor(ctx, student.student_id, code);
    if (refusal) throw await refuseCode(ctx, student.student_id, refusal);
    await forgetWrongCodes(ctx, student.student_id);
    const mail = mails.twoFactorDisabled(storedLanguage(student.language));
    await ctx.outbox.send(student.email, mail);
    return ok(twoFactorMessages.disabled);
  });

  app.post(apiPaths.twoFactorRecoveryCodes, async (req, reply) => {
    const student = await ownStudent(req);
    const { code } = parseWith(twoFactorCodeRequestSchema, req.body, 'body');
    await refuseWhileWaiting(ctx, reply, student.student_id);
    const result = await regenerateRecoveryCodes(ctx, student.student_id, code);
    if (typeof result === 'string') throw await refuseCode(ctx, student.student_id, result);
    await forgetWrongCodes(ctx, student.student_id);
    const mail = mails.twoFactorRecoveryCodes(storedLanguage(student.language));
    await ctx.outbox.send(student.email, mail);
    return ok(twoFactorRouteMessages.recoveryCodes, { recoveryCodes: result });
  });
}
