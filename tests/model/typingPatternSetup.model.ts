import { failureCodes } from '@contracts/envelope';
import { type TypingEnrolment, typingPatternSetupMachine } from '@machines/typingPatternSetup';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';
import { steadySample } from './typingFixtures';

const enrolments: TypingEnrolment[] = [{ outcome: 'enrolled' }, { outcome: 'sampleAgain', sampleIndex: 1 }];

export const typingPatternSetupModel: FlowModel<typeof typingPatternSetupMachine> = {
  id: 'typingPatternSetup',
  title:
    'Typing pattern: the phrase typed three times, one asked again when unlike the others (02 §2 typing-pattern-save)',
  machine: typingPatternSetupMachine,
  input: { studentCourseId: 50001, chapterNumber: 1 },
  events: (s) => [
    ...(s.matches('typing') || s.matches('retyping') ? [{ type: 'sample.typed', sample: steadySample }] : []),
    ...outcomesOf(s, 'enrolTyping', {
      answers: enrolments,
      failures: [
        refusal(409, failureCodes.securityAnswersSaved, 'Your typing pattern is already saved.'),
        networkFailure,
      ],
    }),
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
  ],
  describeEvent: (e) =>
    e.type === 'sample.typed'
      ? 'the student types the phrase'
      : e.type === 'retry.request'
        ? 'the student clicks Try again'
        : undefined,
  sideEffects: { enrolled: [] },
};
