import { describe, expect, it } from 'vitest';

import { certificateVerificationResponseSchema, verificationCodePattern } from '../../contracts/certificates';
import { courseOutlineResponseSchema } from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import {
  quizAnswerSavedResponseSchema,
  type QuizAttempt,
  quizResultResponseSchema,
  quizStartResponseSchema,
} from '../../contracts/quizzes';
import { readPdf } from '../../server/documents/pdfText';
import { demoCourseId } from '../../server/seed/catalog';
import { seededCourseRules } from '../../server/seed/courseRules';
import { seededGraduateCode } from '../../server/seed/learners';
import { expectRefusal, seededAccounts, studentInCourse, type TestServer, useTestServer } from './helpers';

const t = useTestServer({ config: { adminKey: 'operator-test-key' } });
const demo = seededCourseRules[demoCourseId];

/** A new student with a paid course whose chapters' time is in (quizzes passed for the first `passed`). */
const studentAtQuizzes = (t: TestServer, configCourseId: number, passed: number) =>
  studentInCourse(t, configCourseId, {
    status: 'InProgress',
    prepare: (studentCourseId) =>
      t.db.query(
        `insert into student_course_chapters (student_course_id, chapter_id, time_spent, is_completed, quiz_passed_at)
         select $1, ch.chapter_id, ch.required_seconds, true, case when ch.position <= $3 then $4::timestamptz end
         from course_chapters ch where ch.config_course_id = $2`,
        [studentCourseId, configCourseId, passed, t.clock()],
      ),
  });

async function start(token: string, studentCourseId: number, chapterNumber: number | null, language = 'en') {
  const res = await t.call({
    method: 'POST',
    url: apiPaths.chapterQuiz,
    token,
    payload: { studentCourseId, chapterNumber, language },
  });
  expect(res.statusCode).toBe(200);
  return quizStartResponseSchema.parse(res.body).data!;
}

async function opened(token: string, studentCourseId: number, chapterNumber: number | null) {
  const answer = await start(token, studentCourseId, chapterNumber);
  if (answer.outcome !== 'open') throw new Error(`expected an open try, got ${answer.outcome}`);
  return answer.attempt;
}

/** The right (or wrong) option of every question, read from the bank as only the server can. */
async function answersFor(attempt: QuizAttempt, right: boolean | ((index: number) => boolean)) {
  const rows = await t.db.query<{ question_id: number; answer: number; texts: { en: { options: string[] } } }>(
    'select question_id, answer, texts from course_questions where question_id = any($1::int[])',
    [attempt.questions.map((q) => q.questionId)],
  );
  return attempt.questions.map((q, index) => {
    const row = rows.find((r) => r.question_id === q.questionId)!;
    const rightText = row.texts.en.options[row.answer];
    const wanted = typeof right === 'function' ? right(index) : right;
    const option = q.options.find((o) => (o.text === rightText) === wanted)!;
    return { questionId: q.questionId, optionId: option.optionId };
  });
}

async function submit(
  token: string,
  quizAttemptId: number,
  answers: { questionId: number; optionId: number }[],
  language?: string,
) {
  const res = await t.call({
    method: 'POST',
    url: apiPaths.validateQuiz,
    token,
    payload: { quizAttemptId, answers, ...(language ? { language } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return quizResultResponseSchema.parse(res.body).data!;
}

describe('chapter quizzes (02 §7 chapter quiz, quiz validation)', () => {
  it('draws the rule’s number of questions from the chapter’s bank, and never sends which option is right', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 0);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.chapterQuiz,
      token: s.token,
      payload: { studentCourseId: s.studentCourseId, chapterNumber: 1 },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/"answer"|"explanation"|"correct"|"rightAnswer"/);
    const attempt = quizStartResponseSchema.parse(res.body).data!;
    if (attempt.outcome !== 'open') throw new Error(attempt.outcome);
    expect(attempt.attempt.questions).toHaveLength(demo.chapterQuiz!.questionCount);
    expect(attempt.attempt.passPercent).toBe(demo.chapterQuiz!.passPercent);
    const bank = await t.db.query<{ question_id: number }>(
      `select q.question_id from course_questions q join course_chapters ch on ch.chapter_id = q.chapter_id
       where ch.config_course_id = $1 and ch.position = 1`,
      [demoCourseId],
    );
    const ids = new Set(bank.map((b) => b.question_id));
    expect(attempt.attempt.questions.every((q) => ids.has(q.questionId))).toBe(true);
  });

  it('resumes the same try with the same questions (a reload), and a second tab gets the same one', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 0);
    const [first, second] = await Promise.all([
      opened(s.token, s.studentCourseId, 1),
      opened(s.token, s.studentCourseId, 1),
    ]);
    expect(second.quizAttemptId).toBe(first.quizAttemptId);
    const again = await opened(s.token, s.studentCourseId, 1);
    expect(again.questions).toEqual(first.questions);
  });

  it('a chapter whose time is not in has no quiz yet', async () => {
    const { token, studentCourseId } = await studentInCourse(t, demoCourseId);
    expect(await start(token, studentCourseId, 1)).toEqual({ outcome: 'notDue', nextChapterNumber: 1 });
    expect(await start(token, studentCourseId, null)).toEqual({ outcome: 'notDue', nextChapterNumber: 1 });
  });

  it('passing completes the chapter and unlocks the next; a second submit of the same try counts once', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 0);
    const attempt = await opened(s.token, s.studentCourseId, 1);
    const result = await submit(s.token, attempt.quizAttemptId, await answersFor(attempt, true));
    expect(result).toMatchObject({ passed: true, next: 'nextChapter', nextChapterNumber: 2, scorePercent: 100 });
    // 'answers' feedback (the demo's rule): each question with the right answer and why.
    expect(result.review).toHaveLength(attempt.questions.length);
    expect(result.review.every((r) => r.correct && r.explanation.length > 0)).toBe(true);
    const again = await submit(s.token, attempt.quizAttemptId, await answersFor(attempt, false));
    expect(again).toEqual(result);
    const outline = courseOutlineResponseSchema.parse(
      (await t.get(`${apiPaths.courseOutline}?studentCourseId=${s.studentCourseId}`, s.token)).body,
    ).data!;
    expect(outline.chapters.map((c) => c.state)).toEqual(['completed', 'quizDue', 'quizDue']);
    expect(await start(s.token, s.studentCourseId, 1)).toEqual({ outcome: 'passed' });
  });

  it('failing under a review rule asks for the chapter again before a retake, with different questions', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 0);
    const attempt = await opened(s.token, s.studentCourseId, 1);
    const result = await submit(s.token, attempt.quizAttemptId, await answersFor(attempt, false));
    expect(result).toMatchObject({ passed: false, correct: 0, next: 'reviewChapter', attemptsLeft: null });
    expect(await start(s.token, s.studentCourseId, 1)).toEqual({ outcome: 'reviewChapter', chapterNumber: 1 });
    // Opening the chapter (chapter launch by number) is the review.
    const launch = await t.call({
      method: 'POST',
      url: apiPaths.chapterLaunch,
      token: s.token,
      payload: { studentCourseId: s.studentCourseId, chapterNumber: 1 },
    });
    expect(launch.statusCode).toBe(200);
    const retake = await opened(s.token, s.studentCourseId, 1);
    expect(retake.attemptNumber).toBe(2);
    const before = new Set(attempt.questions.map((q) => q.questionId));
    // The bank has more than twice the questions a try asks: a retake asks none of the same.
    expect(retake.questions.some((q) => before.has(q.questionId))).toBe(false);
  });

  it('under "topics" feedback a failed result names the topics missed, not the answers', async () => {
    const s = await studentAtQuizzes(t, 611, 0);
    const attempt = await opened(s.token, s.studentCourseId, 1);
    const result = await submit(s.token, attempt.quizAttemptId, await answersFor(attempt, false));
    expect(result).toMatchObject({ passed: false, next: 'retake', review: [] });
    expect(result.missedTopics.length).toBeGreaterThan(0);
    expect(JSON.stringify(result)).not.toMatch(/rightAnswer/);
  });

  it('passes at the mark exactly and not below it (Texas unit quiz: 4 of 5 at 70 %)', async () => {
    const s = await studentAtQuizzes(t, 405, 0);
    const first = await opened(s.token, s.studentCourseId, 1);
    const failed = await submit(s.token, first.quizAttemptId, await answersFor(first, (i) => i < 3));
    expect(failed).toMatchObject({ correct: 3, total: 5, scorePercent: 60, passed: false, attemptsLeft: 2 });
    const second = await opened(s.token, s.studentCourseId, 1);
    const passed = await submit(s.token, second.quizAttemptId, await answersFor(second, (i) => i < 4));
    expect(passed).toMatchObject({ correct: 4, scorePercent: 80, passed: true });
  });

  it('Texas: the third failure of the same unit quiz fails the course (16 TAC §84.504(d)(4))', async () => {
    const s = await studentAtQuizzes(t, 405, 0);
    for (const left of [2, 1]) {
      const attempt = await opened(s.token, s.studentCourseId, 1);
      expect(attempt.lastTryOutcome).toBeNull();
      const result = await submit(s.token, attempt.quizAttemptId, await answersFor(attempt, false));
      expect(result).toMatchObject({ next: 'retake', attemptsLeft: left });
    }
    const last = await opened(s.token, s.studentCourseId, 1);
    expect(last.lastTryOutcome).toBe('courseFailed');
    const result = await submit(s.token, last.quizAttemptId, await answersFor(last, false));
    expect(result).toMatchObject({ next: 'courseFailed', attemptsLeft: 0 });
    expect(await start(s.token, s.studentCourseId, 1)).toEqual({ outcome: 'notAvailable' });
    const outline = courseOutlineResponseSchema.parse(
      (await t.get(`${apiPaths.courseOutline}?studentCourseId=${s.studentCourseId}`, s.token)).body,
    ).data!;
    expect(outline.progress.action).toBe('failed');
  });

  it("another student's token cannot start, answer or submit someone's quiz", async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 0);
    const other = await studentAtQuizzes(t, demoCourseId, 0);
    const attempt = await opened(s.token, s.studentCourseId, 1);
    const answers = await answersFor(attempt, true);
    const calls = [
      { method: 'POST', url: apiPaths.chapterQuiz, payload: { studentCourseId: s.studentCourseId, chapterNumber: 1 } },
      { method: 'PUT', url: apiPaths.quizAnswer, payload: { quizAttemptId: attempt.quizAttemptId, ...answers[0] } },
      { method: 'POST', url: apiPaths.validateQuiz, payload: { quizAttemptId: attempt.quizAttemptId, answers } },
    ] as const;
    for (const call of calls) {
      await expectRefusal(await t.call({ ...call, token: other.token }), 403, 'Access Denied', failureCodes.forbidden);
    }
  });
});

describe('the final exam, course reset and the certificate', () => {
  it('saves answers as the student goes; the time limit grades only what was saved', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 3);
    const attempt = await opened(s.token, s.studentCourseId, null);
    expect(attempt.kind).toBe('final');
    expect(attempt.questions).toHaveLength(demo.finalExam!.questionCount);
    expect(new Date(attempt.deadline!).getTime() - new Date(attempt.serverNow).getTime()).toBe(
      demo.finalExam!.timeLimitMinutes! * 60_000,
    );
    const right = await answersFor(attempt, true);
    for (const answer of right.slice(0, 3)) {
      const res = await t.call({
        method: 'PUT',
        url: apiPaths.quizAnswer,
        token: s.token,
        payload: { quizAttemptId: attempt.quizAttemptId, ...answer },
      });
      expect(quizAnswerSavedResponseSchema.parse(res.body).data!.saved).toBeGreaterThan(0);
    }
    // A reload resumes with the saved answers.
    expect((await opened(s.token, s.studentCourseId, null)).answers).toHaveLength(3);
    t.clock.advance(demo.finalExam!.timeLimitMinutes! * 60_000 + 60_000);
    await expectRefusal(
      await t.call({
        method: 'PUT',
        url: apiPaths.quizAnswer,
        token: s.token,
        payload: { quizAttemptId: attempt.quizAttemptId, ...right[3] },
      }),
      409,
      'The time for this try is up.',
      failureCodes.quizClosed,
    );
    const result = await submit(s.token, attempt.quizAttemptId, right);
    expect(result).toMatchObject({ timedOut: true, correct: 3, passed: false, next: 'retake', attemptsLeft: 1 });
  });

  it('the last failed try restarts the course as the rule says, and the student was told before it', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 3);
    const first = await opened(s.token, s.studentCourseId, null);
    expect(first.lastTryOutcome).toBeNull();
    await submit(s.token, first.quizAttemptId, await answersFor(first, false));
    const last = await opened(s.token, s.studentCourseId, null);
    expect(last).toMatchObject({ attemptNumber: 2, attemptsAllowed: 2, lastTryOutcome: 'restartCourse' });
    const result = await submit(s.token, last.quizAttemptId, await answersFor(last, false));
    expect(result).toMatchObject({ next: 'courseRestarted', attemptsLeft: 0 });
    const outline = courseOutlineResponseSchema.parse(
      (await t.get(`${apiPaths.courseOutline}?studentCourseId=${s.studentCourseId}`, s.token)).body,
    ).data!;
    expect(outline.chapters.map((c) => c.state)).toEqual(['available', 'locked', 'locked']);
    expect(outline.progress).toMatchObject({ action: 'start', creditedSeconds: 0, certificate: null });
    const [reset] = await t.db.query<{ course_round: number; credited_seconds: number }>(
      'select course_round, credited_seconds from course_resets where student_course_id = $1',
      [s.studentCourseId],
    );
    expect(reset).toMatchObject({ course_round: 1, credited_seconds: 3 * demo.chapters.minimumMinutes[0] * 60 });
  });

  it('Ohio: a failed final waits 24 hours before the next try', async () => {
    const s = await studentAtQuizzes(t, 630, 24);
    // Ohio asks for a parent's verification before the course opens.
    await t.db.query('update students set parent_verification_status = true where student_id = $1', [s.studentId]);
    const first = await opened(s.token, s.studentCourseId, null);
    expect(first.questions).toHaveLength(50);
    const result = await submit(s.token, first.quizAttemptId, await answersFor(first, false));
    expect(result.next).toBe('wait');
    const until = new Date(t.clock().getTime() + 24 * 3_600_000).toISOString();
    expect(result.retakeAt).toBe(until);
    expect(await start(s.token, s.studentCourseId, null)).toEqual({ outcome: 'waiting', until });
    t.clock.advance(24 * 3_600_000);
    // A day later: signed in again (a session does not last that long).
    const again = await t.login(s.email);
    expect((await start(again.token, s.studentCourseId, null)).outcome).toBe('open');
  });

  it('passing completes the course and issues one certificate that verifies, mailed with its PDF', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 3);
    const attempt = await opened(s.token, s.studentCourseId, null);
    const result = await submit(s.token, attempt.quizAttemptId, await answersFor(attempt, true));
    expect(result).toMatchObject({ passed: true, next: 'courseCompleted' });
    const outline = courseOutlineResponseSchema.parse(
      (await t.get(`${apiPaths.courseOutline}?studentCourseId=${s.studentCourseId}`, s.token)).body,
    ).data!;
    expect(outline.progress.action).toBe('completed');
    const certificate = outline.progress.certificate!;
    expect(certificate.verificationCode).toMatch(verificationCodePattern);
    expect(certificate.mailing).toBeNull();
    // Submitted again: the same result, still one certificate.
    await submit(s.token, attempt.quizAttemptId, []);
    const count = await t.db.query('select 1 from certificates where student_course_id = $1', [s.studentCourseId]);
    expect(count).toHaveLength(1);

    const pdf = await t.call({
      method: 'GET',
      url: `${apiPaths.certificateDownload}?studentCourseId=${s.studentCourseId}&language=ru`,
      token: s.token,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = readPdf(pdf.rawPayload).pages.flat().join('\n');
    expect(text).toContain(certificate.certificateNumber);
    expect(text).toContain(certificate.verificationCode);
    expect(text).toContain('Сертификат');

    // Prepared by a job queued with the completion (its PDF rendered off the answer's path), stored once.
    const certificateMails = async () =>
      (await t.mailsTo(s.email)).filter((m) => /certificate of completion/i.test(String(m.subject)));
    await expect.poll(async () => (await certificateMails()).length, { timeout: 15_000, interval: 100 }).toBe(1);
    expect((await certificateMails())[0].body).toContain(certificate.verificationCode);

    const verified = certificateVerificationResponseSchema.parse(
      (await t.call({ method: 'GET', url: `${apiPaths.certificateVerify}?code=${certificate.verificationCode}` })).body,
    ).data!;
    expect(verified).toMatchObject({ found: true, valid: true, certificateNumber: certificate.certificateNumber });
    // Nothing else about the student: exactly these fields.
    expect(Object.keys(verified).sort()).toEqual(
      ['certificateNumber', 'completedOn', 'courseName', 'found', 'stateName', 'studentName', 'valid'].sort(),
    );
  });

  it('a course completed in Spanish is mailed in Spanish (docs/architecture.md, "Server text in four languages")', async () => {
    const s = await studentAtQuizzes(t, demoCourseId, 3);
    const attempt = await opened(s.token, s.studentCourseId, null);
    const result = await submit(s.token, attempt.quizAttemptId, await answersFor(attempt, true), 'es-LA');
    expect(result).toMatchObject({ passed: true, next: 'courseCompleted' });
    const certificateMails = async () =>
      (await t.mailsTo(s.email)).filter((m) => String(m.subject).startsWith('Su certificado de finalización: '));
    await expect.poll(async () => (await certificateMails()).length, { timeout: 15_000, interval: 100 }).toBe(1);
    const [mail] = await certificateMails();
    expect(mail.body).toMatch(
      /^¡Felicitaciones, Test Student! Usted completó el curso .+\.\n\nSu certificado va adjunto/,
    );
    expect(mail.body).toMatch(/Código de verificación: \S+/);
  });

  it("a foreign token cannot download someone's certificate", async () => {
    const graduate = await t.login(seededAccounts.graduate.email);
    const [row] = await t.db.query<{ student_course_id: number }>(
      'select student_course_id from certificates where verification_code = $1',
      [seededGraduateCode],
    );
    const other = await studentAtQuizzes(t, demoCourseId, 0);
    await expectRefusal(
      await t.call({
        method: 'GET',
        url: `${apiPaths.certificateDownload}?studentCourseId=${row.student_course_id}`,
        token: other.token,
      }),
      403,
      'Access Denied',
      failureCodes.forbidden,
    );
    const own = await t.call({
      method: 'GET',
      url: `${apiPaths.certificateDownload}?studentCourseId=${row.student_course_id}`,
      token: graduate.token,
    });
    expect(own.statusCode).toBe(200);
  });

  it('verification: a code typed loosely is read, an unknown one says so, and guessing is limited', async () => {
    const loose = seededGraduateCode.toLowerCase().replace(/-/g, ' ');
    const found = certificateVerificationResponseSchema.parse(
      (await t.call({ method: 'GET', url: `${apiPaths.certificateVerify}?code=${encodeURIComponent(loose)}` })).body,
    ).data!;
    expect(found).toMatchObject({ found: true, studentName: 'Grace Graduate' });
    const unknown = (n: number) => `ZZZZ-ZZZZ-ZZZZ-${String(n).padStart(4, '0')}`;
    for (let i = 0; i < 10; i++) {
      const res = await t.call({ method: 'GET', url: `${apiPaths.certificateVerify}?code=${unknown(i)}` });
      expect(certificateVerificationResponseSchema.parse(res.body).data).toEqual({ found: false });
    }
    const limited = await t.call({ method: 'GET', url: `${apiPaths.certificateVerify}?code=${unknown(99)}` });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const malformed = await t.call({ method: 'GET', url: `${apiPaths.certificateVerify}?code=nonsense` });
    expect(malformed.statusCode).toBe(400);
  });

  it('the printed copy by mail: queued on the dashboard, advanced by an operator with the admin key only', async () => {
    const { token } = await t.login(seededAccounts.graduate.email);
    const [row] = await t.db.query<{ student_course_id: number; certificate_number: string }>(
      'select student_course_id, certificate_number from certificates where verification_code = $1',
      [seededGraduateCode],
    );
    const progress = async () =>
      courseOutlineResponseSchema.parse(
        (await t.get(`${apiPaths.courseOutline}?studentCourseId=${row.student_course_id}`, token)).body,
      ).data!.progress;
    expect((await progress()).certificate?.mailing).toBe('queued');
    const advance = (status: string, key = 'operator-test-key') =>
      t.call({
        method: 'POST',
        url: apiPaths.certificateMailings,
        headers: { 'x-admin-key': key },
        payload: { certificateNumber: row.certificate_number, status },
      });
    expect((await advance('printed', 'wrong-key')).statusCode).toBe(403);
    expect((await advance('printed')).statusCode).toBe(200);
    expect((await advance('mailed')).statusCode).toBe(200);
    expect((await advance('printed')).statusCode).toBe(409);
    expect((await progress()).certificate?.mailing).toBe('mailed');
  });
});
