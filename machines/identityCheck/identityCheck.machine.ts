import { assign, setup } from 'xstate';

import { securityQuestionCheckMachine } from '../securityQuestionCheck';
import { securityQuestionsSetupMachine } from '../securityQuestionsSetup';
import type {
  IdentityCheckContext,
  IdentityCheckInput,
  IdentityCheckOutput,
  IdentityCheckStep,
} from './identityCheck.types';

const asks =
  (step: IdentityCheckStep) =>
  ({ context }: { context: IdentityCheckContext }) =>
    context.steps.includes(step);

/**
 * Issue 14: the identity checks a launch is due, in the server's order, each its own child machine: saving the
 * security answers (02 §2 security-quiz-save), then a security question (security-quiz-verification). Time spent here
 * is never instruction time: no chapter is open. Passed, the launch asks the server again (which opens the chapter);
 * stopped, the launch page says what the course rule does.
 */
export const identityCheckMachine = setup({
  types: {
    context: {} as IdentityCheckContext,
    input: {} as IdentityCheckInput,
    output: {} as IdentityCheckOutput,
    children: {} as {
      securityQuestionsSetup: 'securityQuestionsSetup';
      securityQuestionCheck: 'securityQuestionCheck';
    },
  },
  actors: {
    securityQuestionsSetup: securityQuestionsSetupMachine,
    securityQuestionCheck: securityQuestionCheckMachine,
  },
  actions: {
    keepStop: assign((_, output: IdentityCheckOutput) => ({
      stop: output.outcome === 'passed' ? undefined : output,
    })),
  },
  guards: {
    asksSetup: asks('securityQuestionsSetup'),
    asksQuestion: asks('securityQuestion'),
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
        { guard: 'asksSetup', target: 'securityQuestionsSetup' },
        { guard: 'asksQuestion', target: 'securityQuestion' },
        { target: 'passed' },
      ],
    },
    securityQuestionsSetup: {
      meta: { spec: '02 §2 security-quiz-save' },
      invoke: {
        id: 'securityQuestionsSetup',
        src: 'securityQuestionsSetup',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId }),
        onDone: [{ guard: 'asksQuestion', target: 'securityQuestion' }, { target: 'passed' }],
      },
    },
    securityQuestion: {
      meta: { spec: '02 §2 security-quiz-verification' },
      invoke: {
        id: 'securityQuestionCheck',
        src: 'securityQuestionCheck',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId, chapterNumber: context.chapterNumber }),
        onDone: [
          {
            guard: { type: 'stopped', params: ({ event }) => event.output },
            target: 'stopped',
            actions: { type: 'keepStop', params: ({ event }) => event.output },
          },
          { target: 'passed' },
        ],
      },
    },
    passed: { type: 'final' },
    stopped: { type: 'final' },
  },
});
