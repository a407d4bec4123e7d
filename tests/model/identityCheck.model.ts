import { identityCheckMachine, type IdentityCheckOutput } from '@machines/identityCheck';

import { done, type FlowModel, invokes } from './harness/model';

export const checkOutputs: IdentityCheckOutput[] = [
  { outcome: 'passed' },
  { outcome: 'locked', lockedUntil: '2026-06-11T16:00:00.000Z' },
  { outcome: 'locked', lockedUntil: null },
  { outcome: 'courseFailed' },
];

export const identityCheckModel: FlowModel<typeof identityCheckMachine> = {
  id: 'identityCheck',
  title:
    'Identity checks before a chapter: the steps the server asks, in order, each its own machine (02 §2 security questions, typing pattern, webcam)',
  machine: identityCheckMachine,
  input: { studentCourseId: 50001, chapterNumber: 1, steps: ['securityQuestionsSetup', 'securityQuestion'] },
  inputs: [
    { name: 'a question only', input: { studentCourseId: 50001, chapterNumber: 3, steps: ['securityQuestion'] } },
    {
      name: 'saving the answers only',
      input: { studentCourseId: 50001, chapterNumber: 1, steps: ['securityQuestionsSetup'] },
    },
    { name: 'nothing due', input: { studentCourseId: 50001, chapterNumber: 1, steps: [] } },
    {
      name: 'typing enrolment and a photo',
      input: { studentCourseId: 50001, chapterNumber: 1, steps: ['typingPatternSetup', 'webcamPhoto'] },
    },
    { name: 'a typing check', input: { studentCourseId: 50001, chapterNumber: 2, steps: ['typingPattern'] } },
  ],
  // The checks are child machines, scripted here (securityQuestionsSetup.model.ts, securityQuestionCheck.model.ts).
  events: (s) => [
    ...(invokes(s, 'securityQuestionsSetup') ? [done('securityQuestionsSetup')] : []),
    ...(invokes(s, 'securityQuestionCheck') ? checkOutputs.map((output) => done('securityQuestionCheck', output)) : []),
    ...(invokes(s, 'typingPatternSetup') ? [done('typingPatternSetup')] : []),
    ...(invokes(s, 'typingPatternCheck') ? checkOutputs.map((output) => done('typingPatternCheck', output)) : []),
    ...(invokes(s, 'webcamPhoto') ? [done('webcamPhoto')] : []),
  ],
  describeEvent: (e) =>
    ({
      'xstate.done.actor.securityQuestionsSetup': 'the student saves the security answers',
      'xstate.done.actor.typingPatternSetup': 'the student enrols the typing pattern',
      'xstate.done.actor.webcamPhoto': 'the photo is taken (or the rule lets the course go on without one)',
    })[e.type],
  sideEffects: { passed: [], stopped: [] },
};
