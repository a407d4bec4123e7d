import { failureCodes } from '@contracts/envelope';
import { type SecurityQuestionList, securityQuestionsSetupMachine } from '@machines/securityQuestionsSetup';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

/** A course asking for 2 answers (the seeded rules ask for 5; fewer rows keep the paths short). */
export const questionList: SecurityQuestionList = {
  savedCount: 2,
  questions: [
    { questionId: 1, text: 'What was the name of your first pet?' },
    { questionId: 2, text: 'In what city were you born?' },
    { questionId: 10, text: 'What was your childhood nickname?' },
  ],
};

export const pickedAnswers = [
  { questionId: 2, answer: 'Springfield' },
  { questionId: 10, answer: 'Ace' },
];

export const securityQuestionsSetupModel: FlowModel<typeof securityQuestionsSetupMachine> = {
  id: 'securityQuestionsSetup',
  title: 'Security questions: pick and answer the course’s number of questions, saved once (02 §2 security-quiz-save)',
  machine: securityQuestionsSetupMachine,
  input: { studentCourseId: 50001 },
  events: (s) => [
    ...outcomesOf(s, 'loadQuestions', { answers: [questionList], failures: [networkFailure] }),
    ...outcomesOf(s, 'saveAnswers', {
      answers: [undefined],
      failures: [
        refusal(409, failureCodes.securityAnswersSaved, 'Your security answers are already saved.'),
        refusal(400, failureCodes.validation, 'Please pick and answer 2 different questions from the list.'),
        networkFailure,
      ],
    }),
    ...(s.matches('answering') ? [{ type: 'answers.submit', answers: pickedAnswers }] : []),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
  ],
  describeEvent: (e) =>
    e.type === 'answers.submit'
      ? 'the student picks two questions, answers them and clicks Save my answers'
      : e.type === 'retry.request'
        ? 'the student clicks Try again'
        : undefined,
  sideEffects: { saved: [] },
};
