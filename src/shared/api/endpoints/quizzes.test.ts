import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../client';
import { createSessionSignals } from '../sessionSignals';
import { quizEndpoints } from './quizzes';

/** The quiz calls over the real client: the requests they send, and answers checked against the contract. */
describe('quizEndpoints', () => {
  const sent: Request[] = [];
  const reply = (body: unknown, status = 200) => {
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    return quizEndpoints(
      createApiClient({
        baseURL: 'http://app.test',
        subscriptionKey: 'key',
        credentials: () => ({ token: 't', studentId: 7 }),
        signals: createSessionSignals(),
      }),
    );
  };
  const ok = (data: unknown) => ({ status: { success: true, message: '' }, data });
  const signal = () => new AbortController().signal;
  const attempt = {
    quizAttemptId: 62001,
    kind: 'final',
    chapterNumber: null,
    courseName: 'Demo course',
    attemptNumber: 1,
    attemptsAllowed: 3,
    passPercent: 75,
    questions: [{ questionId: 8001, prompt: 'Who yields?', options: [{ optionId: 0, text: 'The merging driver' }] }],
    answers: [],
    deadline: '2026-06-10T16:30:00.000Z',
    serverNow: '2026-06-10T16:00:00.000Z',
    lastTryOutcome: 'restartCourse',
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it('startQuiz POSTs the course, the chapter (null: the exam) and the language, and hands on the try', async () => {
    const body = { studentCourseId: 50001, chapterNumber: null, language: 'ru' };
    const answer = await reply(ok({ outcome: 'open', attempt })).startQuiz(body, signal());
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('http://app.test/student/course/chapter/quiz');
    expect(await sent[0].json()).toEqual(body);
    expect(answer.data).toEqual({ outcome: 'open', attempt });
  });

  it('startQuiz refuses a try whose option numbers are out of the contract as an invalid answer', async () => {
    const broken = { ...attempt, questions: [{ ...attempt.questions[0], options: [{ optionId: 12, text: 'x' }] }] };
    const api = reply(ok({ outcome: 'open', attempt: broken }));
    await expect(
      api.startQuiz({ studentCourseId: 50001, chapterNumber: 2, language: 'en' }, signal()),
    ).rejects.toMatchObject({ kind: 'invalidAnswer' });
  });

  it('saveQuizAnswer PUTs one answer with keepalive, so an answer given as the tab closes still arrives', async () => {
    const body = { quizAttemptId: 62001, questionId: 8001, optionId: 0 };
    const answer = await reply(ok({ saved: 1 })).saveQuizAnswer(body, signal());
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toBe('http://app.test/student/course/final-quiz/answer');
    expect(sent[0].keepalive).toBe(true);
    expect(await sent[0].json()).toEqual(body);
    expect(answer.data).toEqual({ saved: 1 });
  });

  it('submitQuiz POSTs the answers to quiz validation and hands on the grade', async () => {
    const result = {
      quizAttemptId: 62001,
      kind: 'final',
      chapterNumber: null,
      correct: 1,
      total: 1,
      scorePercent: 100,
      passPercent: 75,
      passed: true,
      timedOut: false,
      review: [],
      missedTopics: [],
      next: 'courseCompleted',
      attemptsLeft: 2,
      retakeAt: null,
      nextChapterNumber: null,
    };
    const body = { quizAttemptId: 62001, answers: [{ questionId: 8001, optionId: 0 }] };
    const answer = await reply(ok(result)).submitQuiz(body, signal());
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('http://app.test/student/course/chapter/validate-quiz');
    expect(await sent[0].json()).toEqual(body);
    expect(answer.data).toEqual(result);
  });
});
