import { describe, expect, it, vi } from 'vitest';

import * as routes from '@contracts/pages';
import { quizEndpoints } from '@shared/api/endpoints/quizzes';
import { createQuizActors, createQuizImplementations } from '@flows/home/quiz/quiz.actors';

import {
  chapterAttempt,
  chapterNotOpen,
  finalAttempt,
  finalLastTry,
  resultsOf,
  timedOutResult,
} from '../../model/quiz.fixtures';
import { type ActorsWith, answersTable, envelope, failuresPassThrough, fakeArea, handedOn } from './actorTable';

const actorsWith: ActorsWith = (calls) => createQuizActors(fakeArea(quizEndpoints, calls));

const chapterStart = { studentCourseId: 50001, chapterNumber: 2, language: 'es-LA' };
const finalStart = { studentCourseId: 50001, chapterNumber: null, language: 'ru' };
const saveInput = { quizAttemptId: 62001, questionId: 8002, optionId: 1 };
const submitInput = {
  quizAttemptId: 61001,
  answers: [
    { questionId: 7001, optionId: 0 },
    { questionId: 7002, optionId: 0 },
  ],
};

describe('createQuizActors', () => {
  answersTable('startQuiz answers $name', actorsWith, { actor: 'startQuiz', call: 'startQuiz', input: chapterStart }, [
    { name: 'a chapter try that opens', ...handedOn({ outcome: 'open', attempt: chapterAttempt }) },
    {
      name: 'the final exam resumed with its saved answers',
      input: finalStart,
      ...handedOn({ outcome: 'open', attempt: finalAttempt }),
    },
    {
      name: 'a last try of the final exam',
      input: finalStart,
      ...handedOn({ outcome: 'open', attempt: finalLastTry }),
    },
    ...chapterNotOpen.map((start) => ({ name: `the decision '${start.outcome}'`, ...handedOn(start) })),
  ]);

  answersTable('saveAnswer $name', actorsWith, { actor: 'saveAnswer', call: 'saveQuizAnswer', input: saveInput }, [
    { name: 'resolves once the answer is saved', answer: envelope({ saved: 2 }), output: undefined },
  ]);

  answersTable(
    'submitQuiz answers $name',
    actorsWith,
    { actor: 'submitQuiz', call: 'submitQuiz', input: submitInput },
    [
      ...[...resultsOf(chapterAttempt), ...resultsOf(finalLastTry)].map((result) => ({
        name: `the grade with the next step '${result.next}' (${result.kind})`,
        ...handedOn(result),
      })),
      { name: 'the grade of a try whose time ran out', ...handedOn(timedOutResult) },
    ],
  );

  failuresPassThrough(actorsWith, [
    ['startQuiz', 'startQuiz', chapterStart],
    ['saveAnswer', 'saveQuizAnswer', saveInput],
    ['submitQuiz', 'submitQuiz', submitInput],
  ]);
});

describe('createQuizImplementations', () => {
  it('navigate navigates to the page, with its query', () => {
    const navigate = vi.fn();
    const { actions } = createQuizImplementations({ api: fakeArea(quizEndpoints, {}), navigate });
    actions.navigate(undefined, { to: routes.chapterLaunch, query: { chapter: 3 } });
    expect(navigate).toHaveBeenCalledWith({ to: routes.chapterLaunch, query: { chapter: 3 } });
  });
});
