import type { ActorRefFrom } from 'xstate';

import type { identityCheckMachine } from '@machines/identityCheck';
import type { securityQuestionCheckMachine } from '@machines/securityQuestionCheck';
import type { SecurityAnswer, securityQuestionsSetupMachine } from '@machines/securityQuestionsSetup';
import { useIntents } from '@shared/flows/useIntents';

export type IdentityCheckRef = ActorRefFrom<typeof identityCheckMachine>;
export type SecurityQuestionsSetupRef = ActorRefFrom<typeof securityQuestionsSetupMachine>;
export type SecurityQuestionCheckRef = ActorRefFrom<typeof securityQuestionCheckMachine>;

/** The student's intents in security-quiz-save; the launch's child actor, handed down as a prop. */
export function useSecurityQuestionsSetupEvents(actor: SecurityQuestionsSetupRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    submitAnswers: (answers: SecurityAnswer[]) => send({ type: 'answers.submit', answers }),
    retry: () => send({ type: 'retry.request' }),
  }));
}

/** The student's intents in security-quiz-verification, and the page's clock. */
export function useSecurityQuestionCheckEvents(actor: SecurityQuestionCheckRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    submitAnswer: (answer: string) => send({ type: 'answer.submit', answer }),
    nextQuestion: () => send({ type: 'question.next' }),
    retry: () => send({ type: 'retry.request' }),
    second: () => send({ type: 'clock.second' }),
  }));
}
