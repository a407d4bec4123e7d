import type { FastifyInstance } from 'fastify';

import * as apiPaths from '../../contracts/paths';
import { quizAnswerSaveRequestSchema, quizStartRequestSchema, quizSubmitRequestSchema } from '../../contracts/quizzes';
import { requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { ok, parseWith } from '../http/envelope';
import { quizMessages } from '../quizzes/quizService';
import { saveQuizAnswer, startQuizTry, submitQuizTry } from '../quizzes/quizTries';

/** Chapter quizzes and the final exam (02 §7 chapter quiz, quiz validation, final quiz save): the server draws and grades. */
export function registerQuizRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.chapterQuiz, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(quizStartRequestSchema, req.body, 'body');
    const start = await startQuizTry(
      ctx.db,
      {
        studentCourseId: body.studentCourseId,
        studentId: session.studentId,
        chapterNumber: body.chapterNumber,
        language: languageOf(body.language),
      },
      ctx.clock(),
    );
    return ok(quizMessages.started, start);
  });

  app.put(apiPaths.quizAnswer, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(quizAnswerSaveRequestSchema, req.body, 'body');
    const saved = await saveQuizAnswer(ctx.db, session.studentId, body, ctx.clock());
    return ok(quizMessages.saved, { saved });
  });

  app.post(apiPaths.validateQuiz, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(quizSubmitRequestSchema, req.body, 'body');
    const result = await submitQuizTry(
      ctx.db,
      ctx.jobs,
      session.studentId,
      body,
      ctx.clock(),
      languageOf(body.language),
    );
    return ok(quizMessages.graded, result);
  });
}
