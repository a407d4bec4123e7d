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
import {
  answerSecurityQuestion,
  randomSecurityQuestion,
  saveSecurityAnswers,
  securityQuestionList,
  securityQuestionMessages,
  unlockIdentity,
} from '../identity/securityQuestionService';
import { enrolTyping, startTypingCheck, submitTypingSample, typingMessages } from '../identity/typing/typingService';

export const identityMessages = {
  unlocked: 'Course unlocked.',
  notLocked: 'This course is not locked by an identity check.',
} as const;

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
    const saved = await ctx.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      return saveSecurityAnswers(tx, course, body, ctx.clock());
    });
    return ok(securityQuestionMessages.saved, saved);
  });

  app.post(apiPaths.randomSecurityQuestion, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(randomQuestionRequestSchema, req.body, 'body');
    const question = await ctx.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      return randomSecurityQuestion(
        tx,
        course,
        body.chapterNumber,
        languageOf(body.language),
        footprintOf(req),
        ctx.clock(),
      );
    });
    return ok(securityQuestionMessages.question, question);
  });

  app.put(apiPaths.identityVerification, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(securityAnswerRequestSchema, req.body, 'body');
    const verdict = await ctx.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      return answerSecurityQuestion(tx, course, body, footprintOf(req), ctx.clock());
    });
    // 02 §8: 'Identity verified failed.' is the failure's message; any other reads as success.
    const failed = verdict.outcome === 'locked' || verdict.outcome === 'courseFailed';
    return ok(failed ? identityVerifiedFailedMessage : identityVerifiedMessage, verdict);
  });

  app.post(apiPaths.typingPattern, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(typingEnrolRequestSchema, req.body, 'body');
    const enrolment = await ctx.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      return enrolTyping(tx, course, body.samples, body.chapterNumber, ctx.clock());
    });
    return ok(enrolment.outcome === 'enrolled' ? typingMessages.enrolled : typingMessages.sampleAgain, enrolment);
  });

  app.post(apiPaths.typingPatternCheck, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(typingCheckRequestSchema, req.body, 'body');
    const check = await ctx.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      return startTypingCheck(tx, course, body.chapterNumber, footprintOf(req), ctx.clock());
    });
    return ok(typingMessages.check, check);
  });

  app.put(apiPaths.typingPattern, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(typingVerifyRequestSchema, req.body, 'body');
    const verdict = await ctx.db.transaction(async (tx) => {
      const course = await loadStudentCourse(tx, body.studentCourseId, session.studentId, { forUpdate: true });
      return submitTypingSample(tx, course, body, footprintOf(req), ctx.clock());
    });
    const failed = verdict.outcome === 'locked' || verdict.outcome === 'courseFailed';
    return ok(failed ? identityVerifiedFailedMessage : typingMessages.verdict, verdict);
  });

  app.post(apiPaths.identityUnlock, async (req) => {
    requireOperator(ctx, req);
    const body = parseWith(identityUnlockRequestSchema, req.body, 'body');
    const unlocked = await ctx.db.transaction((tx) =>
      unlockIdentity(tx, body.studentCourseId, body.reason, ctx.clock()),
    );
    if (!unlocked) throw new ApiError(409, identityMessages.notLocked, failureCodes.notFound);
    return ok(identityMessages.unlocked, { unlocked });
  });
}
