import { fromPromise } from 'xstate';

import { identityCheckMachine } from '@machines/identityCheck';
import {
  type RandomQuestion,
  type SecurityAnswerVerdict,
  securityQuestionCheckMachine,
} from '@machines/securityQuestionCheck';
import {
  type SecurityAnswer,
  type SecurityQuestionList,
  securityQuestionsSetupMachine,
} from '@machines/securityQuestionsSetup';
import {
  type TypingCheck,
  typingPatternCheckMachine,
  type TypingSample,
  type TypingVerdict,
} from '@machines/typingPatternCheck';
import { type TypingEnrolment, typingPatternSetupMachine } from '@machines/typingPatternSetup';
import { type CameraAnswer, type PhotoResult, webcamPhotoMachine } from '@machines/webcamPhoto';
import type { IdentityCheckEndpoints } from '@shared/api/endpoints/identityChecks';
import type { ImplementationsOf } from '@shared/flows/implementations';

import type { Camera } from './camera';

export interface IdentityCheckDeps {
  api: IdentityCheckEndpoints;
  /** The launch page's webcam (a photo check opens it, takes stills, turns it off). */
  camera: Camera;
  /** The interface language, read when a list or a question loads. */
  language: () => string;
}

export const createSecurityQuestionsSetupImplementations = ({ api, language }: IdentityCheckDeps) =>
  ({
    actors: {
      loadQuestions: fromPromise<SecurityQuestionList, { studentCourseId: number }>(
        async ({ input, signal }) => (await api.securityQuestions(input.studentCourseId, language(), signal)).data,
      ),
      saveAnswers: fromPromise<void, { studentCourseId: number; answers: SecurityAnswer[] }>(
        async ({ input, signal }) => {
          await api.saveSecurityAnswers(input, signal);
        },
      ),
    },
  }) satisfies ImplementationsOf<typeof securityQuestionsSetupMachine>;

export const createSecurityQuestionCheckImplementations = ({ api, language }: IdentityCheckDeps) =>
  ({
    actors: {
      askQuestion: fromPromise<RandomQuestion, { studentCourseId: number; chapterNumber: number | null }>(
        async ({ input, signal }) =>
          (
            await api.randomSecurityQuestion(
              {
                studentCourseId: input.studentCourseId,
                chapterNumber: input.chapterNumber ?? undefined,
                language: language(),
              },
              signal,
            )
          ).data,
      ),
      answerQuestion: fromPromise<
        SecurityAnswerVerdict,
        { studentCourseId: number; checkId: number; questionId: number; answer: string }
      >(async ({ input, signal }) => (await api.answerSecurityQuestion(input, signal)).data),
    },
  }) satisfies ImplementationsOf<typeof securityQuestionCheckMachine>;

/** A point of the course as the calls name it: a chapter, or (omitted) the final exam. */
const pointOf = (chapterNumber: number | null) => chapterNumber ?? undefined;

export const createTypingPatternSetupImplementations = ({ api }: IdentityCheckDeps) =>
  ({
    actors: {
      enrolTyping: fromPromise<
        TypingEnrolment,
        { studentCourseId: number; chapterNumber: number | null; samples: TypingSample[] }
      >(
        async ({ input, signal }) =>
          (
            await api.enrolTyping(
              {
                studentCourseId: input.studentCourseId,
                chapterNumber: pointOf(input.chapterNumber),
                samples: input.samples,
              },
              signal,
            )
          ).data,
      ),
    },
  }) satisfies ImplementationsOf<typeof typingPatternSetupMachine>;

export const createTypingPatternCheckImplementations = ({ api }: IdentityCheckDeps) =>
  ({
    actors: {
      startTypingCheck: fromPromise<TypingCheck, { studentCourseId: number; chapterNumber: number | null }>(
        async ({ input, signal }) =>
          (
            await api.startTypingCheck(
              { studentCourseId: input.studentCourseId, chapterNumber: pointOf(input.chapterNumber) },
              signal,
            )
          ).data,
      ),
      sendSample: fromPromise<TypingVerdict, { studentCourseId: number; checkId: number; sample: TypingSample | null }>(
        async ({ input, signal }) => (await api.sendTypingSample(input, signal)).data,
      ),
    },
  }) satisfies ImplementationsOf<typeof typingPatternCheckMachine>;

export const createWebcamPhotoImplementations = ({ api, camera }: IdentityCheckDeps) =>
  ({
    actors: {
      openCamera: fromPromise<CameraAnswer>(() => camera.open()),
      takePhoto: fromPromise<PhotoResult, { studentCourseId: number; chapterNumber: number | null }>(
        async ({ input, signal }) => {
          const photo = await camera.capture();
          const point = { studentCourseId: input.studentCourseId, chapterNumber: pointOf(input.chapterNumber) };
          return (await api.sendPhoto({ ...point, photo }, signal)).data;
        },
      ),
      recordRefusal: fromPromise<
        boolean,
        { studentCourseId: number; chapterNumber: number | null; kind: 'cameraDenied' | 'cameraUnavailable' }
      >(
        async ({ input, signal }) =>
          (
            await api.recordFootprint(
              { studentCourseId: input.studentCourseId, kind: input.kind, chapterNumber: pointOf(input.chapterNumber) },
              signal,
            )
          ).data.required,
      ),
    },
    actions: { closeCamera: () => camera.close() },
  }) satisfies ImplementationsOf<typeof webcamPhotoMachine>;

/** The identity-check machine with each check's own machine provided (chapter launch invokes it). */
export const createIdentityCheckLogic = (deps: IdentityCheckDeps) =>
  identityCheckMachine.provide({
    actors: {
      securityQuestionsSetup: securityQuestionsSetupMachine.provide(createSecurityQuestionsSetupImplementations(deps)),
      securityQuestionCheck: securityQuestionCheckMachine.provide(createSecurityQuestionCheckImplementations(deps)),
      typingPatternSetup: typingPatternSetupMachine.provide(createTypingPatternSetupImplementations(deps)),
      typingPatternCheck: typingPatternCheckMachine.provide(createTypingPatternCheckImplementations(deps)),
      webcamPhoto: webcamPhotoMachine.provide(createWebcamPhotoImplementations(deps)),
    },
  });
