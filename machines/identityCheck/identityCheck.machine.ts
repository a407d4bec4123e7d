import { assign, setup } from 'xstate';

import { securityQuestionCheckMachine } from '../securityQuestionCheck';
import { securityQuestionsSetupMachine } from '../securityQuestionsSetup';
import { typingPatternCheckMachine } from '../typingPatternCheck';
import { typingPatternSetupMachine } from '../typingPatternSetup';
import { webcamPhotoMachine } from '../webcamPhoto';
import type {
  IdentityCheckContext,
  IdentityCheckInput,
  IdentityCheckOutput,
  IdentityCheckStep,
} from './identityCheck.types';

/** The step to run now: the first of those left. */
const next =
  (step: IdentityCheckStep) =>
  ({ context }: { context: IdentityCheckContext }) =>
    context.steps[0] === step;

const inputOf = ({ context }: { context: IdentityCheckContext }) => ({
  studentCourseId: context.studentCourseId,
  chapterNumber: context.chapterNumber,
});

const outputOf = ({ event }: { event: { output: IdentityCheckOutput } }) => event.output;

/** A step that cannot stop the course (a set-up, a photo): done, the next step. */
const stepDone = { target: 'choosing', actions: 'finishStep' as const };

/** A check that can stop the course: passed, the next step; stopped, the launch page says what follows. */
const checkDone = [
  {
    guard: { type: 'stopped' as const, params: outputOf },
    target: 'stopped',
    actions: { type: 'keepStop' as const, params: outputOf },
  },
  stepDone,
];

/** A step's state: the child machine `actor`, with the launch's course and chapter; `spec` names its page. */
const stepState = <const TActor extends string, TDone>(spec: string, actor: TActor, onDone: TDone) => ({
  meta: { spec },
  invoke: { id: actor, src: actor, input: inputOf, onDone },
});

/**
 * The identity checks a launch is due, in the server's order, each its own child machine: saving the
 * security answers (02 §2 security-quiz-save), a security question (security-quiz-verification), the typing pattern's
 * enrolment (typing-pattern-save) or check (typing-pattern-verification), a webcam photo (initialWebcamModel,
 * webcam). Time spent here is never instruction time:
 * no chapter is open. Passed, the launch asks the server again (which opens the chapter); stopped, the launch page
 * says what the course rule does.
 */
export const identityCheckMachine = setup({
  types: {
    context: {} as IdentityCheckContext,
    input: {} as IdentityCheckInput,
    output: {} as IdentityCheckOutput,
    children: {} as {
      securityQuestionsSetup: 'securityQuestionsSetup';
      securityQuestionCheck: 'securityQuestionCheck';
      typingPatternSetup: 'typingPatternSetup';
      typingPatternCheck: 'typingPatternCheck';
      webcamPhoto: 'webcamPhoto';
    },
  },
  actors: {
    securityQuestionsSetup: securityQuestionsSetupMachine,
    securityQuestionCheck: securityQuestionCheckMachine,
    typingPatternSetup: typingPatternSetupMachine,
    typingPatternCheck: typingPatternCheckMachine,
    webcamPhoto: webcamPhotoMachine,
  },
  actions: {
    finishStep: assign(({ context }) => ({ steps: context.steps.slice(1) })),
    keepStop: assign((_, output: IdentityCheckOutput) => ({
      stop: output.outcome === 'passed' ? undefined : output,
    })),
  },
  guards: {
    nextSecurityQuestionsSetup: next('securityQuestionsSetup'),
    nextSecurityQuestion: next('securityQuestion'),
    nextTypingPatternSetup: next('typingPatternSetup'),
    nextTypingPattern: next('typingPattern'),
    nextWebcamPhoto: next('webcamPhoto'),
    stopped: (_, output: IdentityCheckOutput) => output.outcome !== 'passed',
  },
}).createMachine({
  id: 'identityCheck',
  context: ({ input }) => ({ ...input }),
  initial: 'choosing',
  output: ({ context }): IdentityCheckOutput => context.stop ?? { outcome: 'passed' },
  states: {
    choosing: {
      always: [
        { guard: 'nextSecurityQuestionsSetup', target: 'securityQuestionsSetup' },
        { guard: 'nextSecurityQuestion', target: 'securityQuestion' },
        { guard: 'nextTypingPatternSetup', target: 'typingPatternSetup' },
        { guard: 'nextTypingPattern', target: 'typingPattern' },
        { guard: 'nextWebcamPhoto', target: 'webcamPhoto' },
        { target: 'passed', description: 'No step left (or one this page does not know: the server asks again).' },
      ],
    },
    securityQuestionsSetup: {
      meta: { spec: '02 §2 security-quiz-save' },
      invoke: {
        id: 'securityQuestionsSetup',
        src: 'securityQuestionsSetup',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId }),
        onDone: stepDone,
      },
    },
    securityQuestion: stepState('02 §2 security-quiz-verification', 'securityQuestionCheck', checkDone),
    typingPatternSetup: stepState('02 §2 typing-pattern-save', 'typingPatternSetup', stepDone),
    typingPattern: stepState('02 §2 typing-pattern-verification', 'typingPatternCheck', checkDone),
    webcamPhoto: stepState('02 §2 initialWebcamModel, webcam', 'webcamPhoto', stepDone),
    passed: { type: 'final' },
    stopped: { type: 'final' },
  },
});
