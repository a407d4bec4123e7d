import type { FastifyInstance } from 'fastify';

import * as apiPaths from '../../contracts/paths';
import { quizAnswerSaveRequestSchema, quizStartRequestSchema, quizSubmitRequestSchema } from '../../contracts/quizzes';
import { requireSession } from '../auth/sessions';
import { courseCompletedMail } from '../certificates/completedMail';
import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { ok, parseWith } from '../http/envelope';
import { cryptoRandom } from '../quizzes/bank';
import { quizMessages, saveAnswer, startQuiz, submitQuiz } from '../quizzes/quizService';

/** Chapter quizzes and the final exam (02 §7 chapter quiz, quiz validation, final quiz save): the server draws and grades. */
export function registerQuizRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.chapterQuiz, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(quizStartRequestSchema, req.body, 'body');
    const start = await ctx.db.transaction((tx) =>
      startQuiz(
        tx,
        {
          studentCourseId: body.studentCourseId,
          studentId: session.studentId,
          chapterNumber: body.chapterNumber,
          language: languageOf(body.language),
        },
        ctx.clock(),
        cryptoRandom,
      ),
    );
    return ok(quizMessages.started, start);
  });

  app.put(apiPaths.quizAnswer, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(quizAnswerSaveRequestSchema, req.body, 'body');
    const saved = await ctx.db.transaction((tx) => saveAnswer(tx, session.studentId, body, ctx.clock()));
    return ok(quizMessages.saved, { saved });
  });

  app.post(apiPaths.validateQuiz, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(quizSubmitRequestSchema, req.body, 'body');
    const language = languageOf(body.language);
    const { result } = await ctx.db.transaction(async (tx) => {
      const graded = await submitQuiz(tx, session.studentId, body, ctx.clock(), language);
      // The course-completed message with the certificate is prepared by a job queued with the completion: it exists
      // exactly when the completion does, and preparing it never holds up or fails the answer.
      if (graded.certificateId !== null)
        await ctx.jobs.send(courseCompletedMail.name, { certificateId: graded.certificateId }, { within: tx });
      return graded;
    });
    return ok(quizMessages.graded, result);
  });
}
