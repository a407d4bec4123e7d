import { describe, expect, it } from 'vitest';

import { chapterPageResponseSchema } from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import {
  identityVerifiedFailedMessage,
  identityVerifiedMessage,
  type RandomQuestion,
  randomQuestionResponseSchema,
  securityAnswerVerdictResponseSchema,
  securityQuestionListResponseSchema,
} from '../../contracts/identityChecks';
import * as apiPaths from '../../contracts/paths';
import { quizStartResponseSchema } from '../../contracts/quizzes';
import { securityQuestionMessages } from '../../server/identity/securityQuestionService';
import { arizonaCourseId, ohioCourseId } from '../../server/seed/catalog';
import { seededCourseRules } from '../../server/seed/courseRules';
import { seededSecurityAnswers } from '../../server/seed/identityChecks';
import { seededSecurityQuestions } from '../../server/seed/securityQuestions';
import { expectRefusal, launchChapter, seededAccounts, studentInCourse, useTestServer } from './helpers';

const adminKey = 'identity-test-key';
const t = useTestServer({ config: { adminKey } });
const texasCourseId = 405;
const floridaCourseId = 776;
const californiaCourseId = 611;

/** What the student answers: question n's answer is `answer-n` (the seeded students' own answers are in the README). */
const answerOf = (questionId: number) => `Answer ${questionId}`;
const firstQuestions = (count: number) => seededSecurityQuestions.slice(0, count).map((q) => q.id);

const launch = (token: string, studentCourseId: number, chapterNumber?: number) =>
  launchChapter(t, token, studentCourseId, chapterNumber);

const saveAnswers = (token: string, studentCourseId: number, questionIds: number[]) =>
  t.call({
    method: 'POST',
    url: apiPaths.identityVerification,
    token,
    payload: {
      studentCourseId,
      answers: questionIds.map((questionId) => ({ questionId, answer: answerOf(questionId) })),
    },
  });

async function enrolled(configCourseId: number) {
  const s = await studentInCourse(t, configCourseId);
  const count = seededCourseRules[configCourseId].identityChecks.securityQuestions!.savedCount;
  expect((await saveAnswers(s.token, s.studentCourseId, firstQuestions(count))).statusCode).toBe(200);
  return s;
}

async function question(token: string, studentCourseId: number, chapterNumber?: number, language = 'en') {
  const res = await t.call({
    method: 'POST',
    url: apiPaths.randomSecurityQuestion,
    token,
    payload: { studentCourseId, chapterNumber, language },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return randomQuestionResponseSchema.parse(res.body).data!;
}

const asked = (q: RandomQuestion) => {
  if (q.status !== 'question') throw new Error(`expected a question, got ${q.status}`);
  return q;
};

async function answer(token: string, studentCourseId: number, q: RandomQuestion, text: string) {
  const open = asked(q);
  const res = await t.call({
    method: 'PUT',
    url: apiPaths.identityVerification,
    token,
    headers: { 'user-agent': 'IdentityTest/1.0' },
    payload: { studentCourseId, checkId: open.checkId, questionId: open.questionId, answer: text },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { verdict: securityAnswerVerdictResponseSchema.parse(res.body).data!, message: res.body.status.message };
}

describe('security questions: the list and security-quiz-save (02 §2, §7)', () => {
  it('asks a new Texas student to save answers, then a question, before the first unit opens', async () => {
    const s = await studentInCourse(t, texasCourseId);
    expect(await launch(s.token, s.studentCourseId)).toEqual({
      outcome: 'identityCheckDue',
      chapterNumber: 1,
      steps: ['securityQuestionsSetup', 'securityQuestion'],
    });
    const list = securityQuestionListResponseSchema.parse(
      (await t.get(`${apiPaths.securityQuestions}?studentCourseId=${s.studentCourseId}&language=es-LA`, s.token)).body,
    ).data!;
    expect(list.savedCount).toBe(5);
    expect(list.questions).toHaveLength(seededSecurityQuestions.length);
    expect(list.questions[0].text).toBe('¿Cómo se llamaba su primera mascota?');
    // California's rule: never the SSN or the mother's maiden name (13 CCR §345.36).
    for (const q of seededSecurityQuestions) expect(q.texts.en).not.toMatch(/social security|ssn|maiden/i);
  });

  it('saves exactly the rule’s number of different listed questions, hashed, once', async () => {
    const s = await studentInCourse(t, texasCourseId);
    expectRefusal(
      await saveAnswers(s.token, s.studentCourseId, firstQuestions(3)),
      400,
      securityQuestionMessages.wrongCount(5),
      failureCodes.validation,
    );
    expectRefusal(
      await saveAnswers(s.token, s.studentCourseId, [...firstQuestions(4), 9999]),
      400,
      securityQuestionMessages.unknownQuestion,
      failureCodes.validation,
    );
    const repeated = await saveAnswers(s.token, s.studentCourseId, [1, 1, 2, 3, 4]);
    expect(repeated.statusCode).toBe(400);
    const blank = await t.call({
      method: 'POST',
      url: apiPaths.identityVerification,
      token: s.token,
      payload: {
        studentCourseId: s.studentCourseId,
        answers: [1, 2, 3, 4, 5].map((questionId) => ({ questionId, answer: ' ?! ' })),
      },
    });
    expect(blank.statusCode).toBe(400);
    expect(await t.db.query('select 1 from student_security_answers where student_id = $1', [s.studentId])).toEqual([]);

    expect((await saveAnswers(s.token, s.studentCourseId, firstQuestions(5))).statusCode).toBe(200);
    const rows = await t.db.query<{ answer_hash: string }>(
      'select answer_hash from student_security_answers where student_id = $1',
      [s.studentId],
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.answer_hash).toMatch(/^scrypt\$/);
      expect(row.answer_hash.toLowerCase()).not.toContain('answer');
    }
    expectRefusal(
      await saveAnswers(s.token, s.studentCourseId, firstQuestions(5)),
      409,
      securityQuestionMessages.alreadySaved,
      failureCodes.securityAnswersSaved,
    );
    expect(await launch(s.token, s.studentCourseId)).toMatchObject({ steps: ['securityQuestion'] });
  });

  it('refuses another student’s course', async () => {
    const owner = await enrolled(texasCourseId);
    const intruder = await studentInCourse(t, texasCourseId);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.randomSecurityQuestion,
      token: intruder.token,
      payload: { studentCourseId: owner.studentCourseId, chapterNumber: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.get(`${apiPaths.securityQuestions}?studentCourseId=${owner.studentCourseId}`, intruder.token))
        .statusCode,
    ).toBe(403);
  });
});

describe('security-quiz-verification (02 §2, §7, §8)', () => {
  it('a right answer (case, spaces and punctuation aside) opens the chapter, whose time counts as after a verification', async () => {
    const s = await enrolled(texasCourseId);
    const q = asked(await question(s.token, s.studentCourseId, 1));
    expect(q).toMatchObject({ chapterNumber: 1, wrongAnswersLeft: 4 });
    expect(Date.parse(q.deadline!) - Date.parse(q.serverNow)).toBe(90_000);
    const { verdict, message } = await answer(
      s.token,
      s.studentCourseId,
      q,
      `  ${answerOf(q.questionId).toUpperCase()}!! `,
    );
    expect(verdict).toEqual({ outcome: 'verified' });
    expect(message).toBe(identityVerifiedMessage);
    const opened = await launch(s.token, s.studentCourseId);
    if (opened.outcome !== 'open') throw new Error(opened.outcome);
    // Launching the verified unit again asks nothing more.
    expect((await launch(s.token, s.studentCourseId, 1)).outcome).toBe('open');

    const page = chapterPageResponseSchema.parse(
      (await t.get(`${apiPaths.chapterContent}?studentCourseChapterId=${opened.studentCourseChapterId}`, s.token)).body,
    ).data!;
    expect(page.identityVerified).toBe(true);
    t.clock.advance(30_000);
    const update = await t.call({
      method: 'PUT',
      url: apiPaths.timeManagement,
      token: s.token,
      payload: {
        studentCourseId: s.studentCourseId,
        studentCourseChapterId: opened.studentCourseChapterId,
        timeSpent: 30,
        timeConsumedAfterIdentityVerification: 30,
      },
    });
    expect(update.statusCode).toBe(200);
    const [row] = await t.db.query<{ time_after_identity_verification: number }>(
      'select time_after_identity_verification from student_course_chapters where student_course_chapter_id = $1',
      [opened.studentCourseChapterId],
    );
    expect(Number(row.time_after_identity_verification)).toBe(30);
  });

  it('a reload asks the same question with the same deadline; running out of time counts as wrong', async () => {
    const s = await enrolled(texasCourseId);
    const first = asked(await question(s.token, s.studentCourseId, 1));
    t.clock.advance(10_000);
    const again = asked(await question(s.token, s.studentCourseId, 1));
    expect(again).toMatchObject({ checkId: first.checkId, questionId: first.questionId, deadline: first.deadline });
    t.clock.advance(81_000);
    const next = asked(await question(s.token, s.studentCourseId, 1));
    expect(next.checkId).toBe(first.checkId);
    expect(next.questionId).not.toBe(first.questionId);
    expect(next.wrongAnswersLeft).toBe(3);
    // The timed-out question cannot be answered any more.
    const late = await t.call({
      method: 'PUT',
      url: apiPaths.identityVerification,
      token: s.token,
      payload: {
        studentCourseId: s.studentCourseId,
        checkId: first.checkId,
        questionId: first.questionId,
        answer: 'x',
      },
    });
    expectRefusal(late, 409, securityQuestionMessages.closed, failureCodes.identityCheckClosed);
  });

  it('Texas: the 4th wrong answer over the course fails it with "Identity verified failed."', async () => {
    const s = await enrolled(texasCourseId);
    for (const left of [3, 2, 1]) {
      const { verdict } = await answer(
        s.token,
        s.studentCourseId,
        await question(s.token, s.studentCourseId, 1),
        'wrong',
      );
      expect(verdict).toEqual({ outcome: 'wrong', timedOut: false, wrongAnswersLeft: left });
    }
    const { verdict, message } = await answer(
      s.token,
      s.studentCourseId,
      await question(s.token, s.studentCourseId, 1),
      'still wrong',
    );
    expect(verdict).toEqual({ outcome: 'courseFailed', timedOut: false });
    expect(message).toBe(identityVerifiedFailedMessage);
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'notAvailable' });
    expect(await question(s.token, s.studentCourseId, 1)).toEqual({ status: 'courseFailed' });
    // Every question asked is kept with its outcome and footprint; a wrong answer's text for support, never a right one.
    const rows = await t.db.query<{
      outcome: string;
      given_answer: string | null;
      user_agent: string;
      ip_address: string;
    }>(
      `select q.outcome, q.given_answer, q.user_agent, q.ip_address from identity_check_questions q
         join identity_checks c using (identity_check_id) where c.student_course_id = $1 order by q.identity_check_question_id`,
      [s.studentCourseId],
    );
    expect(rows.map((r) => r.outcome)).toEqual(['wrong', 'wrong', 'wrong', 'wrong']);
    expect(rows[3]).toMatchObject({ given_answer: 'still wrong', user_agent: 'IdentityTest/1.0' });
    expect(rows[3].ip_address).toBeTruthy();
  });

  it('Florida: one try: a wrong answer fails the course', async () => {
    const s = await enrolled(floridaCourseId);
    const q = asked(await question(s.token, s.studentCourseId, 1));
    expect(q.wrongAnswersLeft).toBe(1);
    expect(Date.parse(q.deadline!) - Date.parse(q.serverNow)).toBe(60_000);
    expect((await answer(s.token, s.studentCourseId, q, 'nope')).verdict).toEqual({
      outcome: 'courseFailed',
      timedOut: false,
    });
  });

  it('Arizona: a wrong answer gets a second, different question; a right one then passes', async () => {
    const s = await enrolled(arizonaCourseId);
    const first = asked(await question(s.token, s.studentCourseId, 1));
    expect(first.deadline).toBeNull();
    expect((await answer(s.token, s.studentCourseId, first, 'nope')).verdict).toMatchObject({ wrongAnswersLeft: 1 });
    const second = asked(await question(s.token, s.studentCourseId, 1));
    expect(second.questionId).not.toBe(first.questionId);
    expect((await answer(s.token, s.studentCourseId, second, answerOf(second.questionId))).verdict).toEqual({
      outcome: 'verified',
    });
  });

  it('Ohio: 2 wrong in a row lock the course for 24 hours, then a new check starts', async () => {
    const s = await enrolled(ohioCourseId);
    await t.db.query('update students set parent_verification_status = true where student_id = $1', [s.studentId]);
    await answer(s.token, s.studentCourseId, await question(s.token, s.studentCourseId, 1), 'nope');
    const { verdict } = await answer(s.token, s.studentCourseId, await question(s.token, s.studentCourseId, 1), 'no');
    const lockedUntil = new Date(t.clock().getTime() + 24 * 3600_000).toISOString();
    expect(verdict).toEqual({ outcome: 'locked', timedOut: false, lockedUntil });
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'identityLocked', lockedUntil });
    expect(await question(s.token, s.studentCourseId, 1)).toEqual({ status: 'locked', lockedUntil });
    t.clock.advance(24 * 3600_000 + 1000);
    s.token = (await t.login(s.email)).token;
    expect(await launch(s.token, s.studentCourseId)).toMatchObject({ outcome: 'identityCheckDue' });
    expect(asked(await question(s.token, s.studentCourseId, 1)).wrongAnswersLeft).toBe(2);
  });

  it('California: 2 wrong in a row lock the course until support unlocks it, with the reason logged', async () => {
    const s = await enrolled(californiaCourseId);
    await answer(s.token, s.studentCourseId, await question(s.token, s.studentCourseId, 1), 'nope');
    const { verdict } = await answer(s.token, s.studentCourseId, await question(s.token, s.studentCourseId, 1), 'no');
    expect(verdict).toEqual({ outcome: 'locked', timedOut: false, lockedUntil: null });
    t.clock.advance(7 * 24 * 3600_000);
    s.token = (await t.login(s.email)).token;
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'identityLocked', lockedUntil: null });

    const unlock = (key: string) =>
      t.call({
        method: 'POST',
        url: apiPaths.identityUnlock,
        headers: { 'x-admin-key': key },
        payload: { studentCourseId: s.studentCourseId, reason: 'Verified by phone with the photo ID' },
      });
    expect((await unlock('not-the-key')).statusCode).toBe(403);
    expect((await unlock(adminKey)).statusCode).toBe(200);
    expect((await unlock(adminKey)).statusCode).toBe(409);
    const [log] = await t.db.query<{ reason: string }>(
      'select reason from identity_unlocks where student_course_id = $1',
      [s.studentCourseId],
    );
    expect(log.reason).toBe('Verified by phone with the photo ID');
    expect(await launch(s.token, s.studentCourseId)).toMatchObject({ outcome: 'identityCheckDue' });
  });
});

describe('before the final exam (California)', () => {
  it('asks a question once every chapter is done, and the exam opens after it', async () => {
    const s = await enrolled(californiaCourseId);
    await t.db.query(
      `insert into student_course_chapters (student_course_id, chapter_id, time_spent, is_completed, quiz_passed_at)
       select $1, ch.chapter_id, ch.required_seconds, true, $2 from course_chapters ch where ch.config_course_id = $3`,
      [s.studentCourseId, t.clock(), californiaCourseId],
    );
    const startExam = async () => {
      const res = await t.call({
        method: 'POST',
        url: apiPaths.chapterQuiz,
        token: s.token,
        payload: { studentCourseId: s.studentCourseId, chapterNumber: null, language: 'en' },
      });
      expect(res.statusCode).toBe(200);
      return quizStartResponseSchema.parse(res.body).data!;
    };
    expect(await startExam()).toEqual({ outcome: 'identityCheckDue' });
    expect(await launch(s.token, s.studentCourseId)).toEqual({
      outcome: 'identityCheckDue',
      chapterNumber: null,
      steps: ['securityQuestion'],
    });
    const q = asked(await question(s.token, s.studentCourseId));
    expect(q.chapterNumber).toBeNull();
    expect((await answer(s.token, s.studentCourseId, q, answerOf(q.questionId))).verdict).toEqual({
      outcome: 'verified',
    });
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'courseFinished' });
    expect((await startExam()).outcome).toBe('open');
  });
});

describe('seeded checker (README)', () => {
  it('checker@example.com: unit 3 asks a question that the seeded answers pass', async () => {
    const { token } = await t.login(seededAccounts.checker.email);
    const [course] = await t.db.query<{ student_course_id: number }>(
      `select sc.student_course_id from student_courses sc join students s using (student_id) where s.email = $1`,
      [seededAccounts.checker.email],
    );
    expect(await launch(token, course.student_course_id)).toEqual({
      outcome: 'identityCheckDue',
      chapterNumber: 3,
      steps: ['securityQuestion'],
    });
    const q = asked(await question(token, course.student_course_id, 3));
    expect((await answer(token, course.student_course_id, q, seededSecurityAnswers[q.questionId])).verdict).toEqual({
      outcome: 'verified',
    });
    expect(await launch(token, course.student_course_id)).toMatchObject({ outcome: 'open', chapterNumber: 3 });
  });
});
