import { describe, expect, it } from 'vitest';

import { chapterAttempt, finalAttempt } from '../../tests/model/quiz.fixtures';
import { keptOf, tryOpened } from './quiz.answers';

describe('answers kept in the browser (a reload, a logout, a lost connection lose none)', () => {
  const kept = {
    quizAttemptId: finalAttempt.quizAttemptId,
    answers: [
      { questionId: 8002, optionId: 1 },
      { questionId: 8001, optionId: 0 },
    ],
  };

  it('resuming the same try chooses the kept answers over the saved ones and queues them to be saved', () => {
    const opened = tryOpened(finalAttempt, kept);
    expect(opened.answers).toEqual({ 8001: 0, 8002: 1 });
    expect(opened.unsaved).toEqual(kept.answers);
  });

  it("ignores another try's answers, a question or option the try does not have, and a chapter quiz", () => {
    expect(tryOpened(finalAttempt, { ...kept, quizAttemptId: 62999 }).unsaved).toEqual([]);
    const strange = { quizAttemptId: finalAttempt.quizAttemptId, answers: [{ questionId: 9999, optionId: 0 }] };
    expect(tryOpened(finalAttempt, strange).unsaved).toEqual([]);
    expect(tryOpened(chapterAttempt, { ...kept, quizAttemptId: chapterAttempt.quizAttemptId }).unsaved).toEqual([]);
  });

  it('keeps what is not confirmed saved (the answer being sent first), nothing once all are saved', () => {
    const answer = { questionId: 8002, optionId: 0 };
    expect(keptOf({ attempt: finalAttempt, unsaved: [], sending: answer })).toEqual({
      quizAttemptId: finalAttempt.quizAttemptId,
      answers: [answer],
    });
    expect(keptOf({ attempt: finalAttempt, unsaved: [], sending: null })).toBeNull();
    expect(keptOf({ attempt: chapterAttempt, unsaved: [answer], sending: null })).toBeNull();
  });
});
