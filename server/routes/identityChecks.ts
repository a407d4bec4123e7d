import type { FastifyInstance } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import {
  identityUnlockRequestSchema,
  identityVerifiedFailedMessage,
  identityVerifiedMessage,
  randomQuestionRequestSchema,
  securityAnswerRequestSchema,
  securityAnswersRequestSchema,
  securityQuestionListQuerySchema,
} from '../../contracts/identityChecks';
import * as apiPaths from '../../contracts/paths';
import {
  typingCheckRequestSchema,
  typingEnrolRequestSchema,
  typingVerifyRequestSchema,
} from '../../contracts/typingPattern';
import { requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { loadStudentCourse } from '../courseTaking/studentCourse';
import { ApiError, ok, parseWith } from '../http/envelope';
import { footprintOf } from '../http/footprint';
import { requireOperator } from '../http/operator';
import { securityQuestionList, securityQuestionMessages } from '../identity/securityQuestionService';
import {
  askSecurityQuestion,
  beginTypingCheck,
  checkSecurityAnswer,
  checkTypingSample,
  enrolTypingPattern,
  saveStudentSecurityAnswers,
} from '../identity/studentChecks';
import { unlockIdentityLock } from '../identity/supportDecisions';
import { typingMessages } from '../identity/typing/typingService';

export const identityMessages = {
  unlocked: 'Course unlocked.',
  notLocked: 'This course is not locked by an identity check.',
} as const;

/** A check that failed: locked, or the course failed. */
const checkFailed = (verdict: { outcome: string }) =>
  verdict.outcome === 'locked' || verdict.outcome === 'courseFailed';

/** Security questions (02 §7: list, random question, identity verification), the typing pattern, support's unlock. */
export function registerIdentityCheckRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.securityQuestions, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(securityQuestionListQuerySchema, req.query, 'query');
    const course = await loadStudentCourse(ctx.db, query.studentCourseId, session.studentId);
    const rule = course.rules.identityChecks.securityQuestions;
    if (!rule) throw new ApiError(409, securityQuestionMessages.notRequired, failureCodes.notFound);
    const questions = await securityQuestionList(ctx.db, languageOf(query.language));
    return ok(securityQuestionMessages.list, { savedCount: rule.savedCount, questions });
  });

  app.post(apiPaths.identityVerification, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(securityAnswersRequestSchema, req.body, 'body');
    const saved = await saveStudentSecurityAnswers(ctx.db, session.studentId, body, ctx.clock());
    return ok(securityQuestionMessages.saved, saved);
  });

  app.post(apiPaths.randomSecurityQuestion, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(randomQuestionRequestSchema, req.body, 'body');
    const language = languageOf(body.language);
    const question = await askSecurityQuestion(
      ctx.db,
      session.studentId,
      body,
      language,
      footprintOf(req),
      ctx.clock(),
    );
    return ok(securityQuestionMessages.question, question);
  });

  app.put(apiPaths.identityVerification, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(securityAnswerRequestSchema, req.body, 'body');
    const verdict = await checkSecurityAnswer(ctx.db, session.studentId, body, footprintOf(req), ctx.clock());
    // 02 §8: 'Identity verified failed.' is the failure's message; any other reads as success.
    return ok(checkFailed(verdict) ? identityVerifiedFailedMessage : identityVerifiedMessage, verdict);
  });

  app.post(apiPaths.typingPattern, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(typingEnrolRequestSchema, req.body, 'body');
    const enrolment = await enrolTypingPattern(ctx.db, session.studentId, body, ctx.clock());
    return ok(enrolment.outcome === 'enrolled' ? typingMessages.enrolled : typingMessages.sampleAgain, enrolment);
  });

  app.post(apiPaths.typingPatternCheck, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(typingCheckRequestSchema, req.body, 'body');
    const check = await beginTypingCheck(ctx.db, session.studentId, body, footprintOf(req), ctx.clock());
    return ok(typingMessages.check, check);
  });

  app.put(apiPaths.typingPattern, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(typingVerifyRequestSchema, req.body, 'body');
    const verdict = await checkTypingSample(ctx.db, session.studentId, body, footprintOf(req), ctx.clock());
    return ok(checkFailed(verdict) ? identityVerifiedFailedMessage : typingMessages.verdict, verdict);
  });

  app.post(apiPaths.identityUnlock, async (req) => {
    requireOperator(ctx, req);
    const body = parseWith(identityUnlockRequestSchema, req.body, 'body');
    const unlocked = await unlockIdentityLock(ctx.db, body.studentCourseId, body.reason, ctx.clock());
    if (!unlocked) throw new ApiError(409, identityMessages.notLocked, failureCodes.notFound);
    return ok(identityMessages.unlocked, { unlocked });
  });
}
