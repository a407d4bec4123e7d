import type { ActorRefFrom } from 'xstate';

import type { identityCheckMachine } from '@machines/identityCheck';
import type { securityQuestionCheckMachine } from '@machines/securityQuestionCheck';
import type { SecurityAnswer, securityQuestionsSetupMachine } from '@machines/securityQuestionsSetup';
import type { typingPatternCheckMachine, TypingSample } from '@machines/typingPatternCheck';
import type { typingPatternSetupMachine } from '@machines/typingPatternSetup';
import type { webcamPhotoMachine } from '@machines/webcamPhoto';
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

export type TypingPatternSetupRef = ActorRefFrom<typeof typingPatternSetupMachine>;
export type TypingPatternCheckRef = ActorRefFrom<typeof typingPatternCheckMachine>;

/** The student's typings of the phrase in typing-pattern-save. */
export function useTypingPatternSetupEvents(actor: TypingPatternSetupRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    typed: (sample: TypingSample) => send({ type: 'sample.typed', sample }),
    retry: () => send({ type: 'retry.request' }),
  }));
}

/** The student's typing in typing-pattern-verification, and the page's clock. */
export function useTypingPatternCheckEvents(actor: TypingPatternCheckRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    typed: (sample: TypingSample) => send({ type: 'sample.typed', sample }),
    typeAgain: () => send({ type: 'typing.again' }),
    retry: () => send({ type: 'retry.request' }),
    second: () => send({ type: 'clock.second' }),
  }));
}

export type WebcamPhotoRef = ActorRefFrom<typeof webcamPhotoMachine>;

/** The student's choices in initialWebcamModel and webcam. */
export function useWebcamPhotoEvents(actor: WebcamPhotoRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    allow: () => send({ type: 'camera.allow' }),
    refuse: () => send({ type: 'camera.refuse' }),
    takePhoto: () => send({ type: 'photo.take' }),
    continueOn: () => send({ type: 'continue.request' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
