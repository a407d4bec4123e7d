import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import type { IdentityCheckStep } from '@machines/identityCheck';
import type { RandomQuestion, SecurityAnswerVerdict } from '@machines/securityQuestionCheck';
import type { TypingCheck, TypingVerdict } from '@machines/typingPatternCheck';
import type { CameraAnswer, PhotoResult } from '@machines/webcamPhoto';
import { identityCheckEndpoints } from '@shared/api/endpoints/identityChecks';
import type { Camera } from '@flows/home/identityCheck/camera';
import {
  createIdentityCheckLogic,
  createSecurityQuestionCheckImplementations,
  createSecurityQuestionsSetupImplementations,
  createTypingPatternCheckImplementations,
  createTypingPatternSetupImplementations,
  createWebcamPhotoImplementations,
} from '@flows/home/identityCheck/identityCheck.actors';

import { lockedUntil, timedQuestion, untimedQuestion } from '../../model/securityQuestionCheck.model';
import { pickedAnswers, questionList } from '../../model/securityQuestionsSetup.model';
import { steadySample } from '../../model/typingFixtures';
import { timedCheck } from '../../model/typingPatternCheck.model';
import {
  type ActorsWith,
  answering,
  answersTable,
  type Calls,
  envelope,
  failuresPassThrough,
  fakeArea,
  handedOn,
  run,
} from './actorTable';

const language = () => 'es-LA';
/** The still the fake camera takes (a JPEG, as the browser camera captures it). */
const photo = new Blob(['a still of the camera'], { type: 'image/jpeg' });

/** A webcam that answers `answer` when opened and `photo` when a still is taken, recording its calls. */
function fakeCamera(answer: CameraAnswer = 'open') {
  return {
    open: vi.fn(async () => answer),
    capture: vi.fn(async () => photo),
    close: vi.fn(),
    stream: () => null,
    subscribe: () => () => undefined,
  } satisfies Camera;
}

/** The identity checks' deps over fake calls, a fake camera and the interface language 'es-LA'. */
const depsOver = (calls: Calls, camera: Camera = fakeCamera()) => ({
  api: fakeArea(identityCheckEndpoints, calls),
  camera,
  language,
});

const setupActors: ActorsWith = (calls) => createSecurityQuestionsSetupImplementations(depsOver(calls)).actors;
const questionActors: ActorsWith = (calls) => createSecurityQuestionCheckImplementations(depsOver(calls)).actors;
const typingSetupActors: ActorsWith = (calls) => createTypingPatternSetupImplementations(depsOver(calls)).actors;
const typingCheckActors: ActorsWith = (calls) => createTypingPatternCheckImplementations(depsOver(calls)).actors;
const webcamActors: ActorsWith = (calls) => createWebcamPhotoImplementations(depsOver(calls)).actors;

/** The point checked: a chapter being launched, or (chapterNumber null) the final exam. */
const chapterPoint = { studentCourseId: 50001, chapterNumber: 3 };
const finalPoint = { studentCourseId: 50001, chapterNumber: null };
/** The final exam as the calls name it: no chapter (undefined, which the JSON body leaves out). */
const finalSent = { studentCourseId: 50001, chapterNumber: undefined };

describe('createSecurityQuestionsSetupImplementations', () => {
  answersTable(
    'loadQuestions answers $name',
    setupActors,
    { actor: 'loadQuestions', call: 'securityQuestions', input: { studentCourseId: 50001 }, sent: [50001, 'es-LA'] },
    [{ name: 'the question list in the interface language', ...handedOn(questionList) }],
  );

  it('loadQuestions reads the interface language when the list loads', async () => {
    let current = 'en';
    const securityQuestions = answering(envelope(questionList));
    const { actors } = createSecurityQuestionsSetupImplementations({
      ...depsOver({ securityQuestions }),
      language: () => current,
    });
    current = 'ru';
    await run(actors.loadQuestions, { studentCourseId: 50001 });
    expect(securityQuestions).toHaveBeenCalledWith(50001, 'ru', expect.any(AbortSignal));
  });

  answersTable(
    'saveAnswers $name',
    setupActors,
    { actor: 'saveAnswers', call: 'saveSecurityAnswers', input: { studentCourseId: 50001, answers: pickedAnswers } },
    [
      {
        name: 'sends the picked answers and resolves once they are saved',
        answer: envelope({ savedCount: 2 }),
        output: undefined,
      },
    ],
  );

  failuresPassThrough(setupActors, [
    ['loadQuestions', 'securityQuestions', { studentCourseId: 50001 }],
    ['saveAnswers', 'saveSecurityAnswers', { studentCourseId: 50001, answers: pickedAnswers }],
  ]);
});

describe('createSecurityQuestionCheckImplementations', () => {
  const asked: Array<[string, RandomQuestion]> = [
    ['a question with a time limit', timedQuestion],
    ['a question without a time limit', untimedQuestion],
    ['no question due', { status: 'notDue' }],
    ['a lock until a time', { status: 'locked', lockedUntil }],
    ['a lock without an end', { status: 'locked', lockedUntil: null }],
    ['a failed course', { status: 'courseFailed' }],
  ];
  const verdicts: Array<[string, SecurityAnswerVerdict]> = [
    ['a verified answer', { outcome: 'verified' }],
    ['a wrong answer', { outcome: 'wrong', timedOut: false, wrongAnswersLeft: 1 }],
    ['an answer too late', { outcome: 'wrong', timedOut: true, wrongAnswersLeft: 2 }],
    ['a lock after the last wrong answer', { outcome: 'locked', timedOut: false, lockedUntil }],
    ['a lock without an end after a late answer', { outcome: 'locked', timedOut: true, lockedUntil: null }],
    ['a failed course', { outcome: 'courseFailed', timedOut: false }],
  ];
  const answerInput = { studentCourseId: 50001, checkId: 7001, questionId: 3, answer: 'Lincoln Elementary' };

  answersTable(
    'askQuestion answers $name',
    questionActors,
    {
      actor: 'askQuestion',
      call: 'randomSecurityQuestion',
      input: chapterPoint,
      sent: [{ ...chapterPoint, language: 'es-LA' }],
    },
    [
      ...asked.map(([name, question]) => ({ name: `${name}, asked in the interface language`, ...handedOn(question) })),
      {
        name: 'the question before the final exam, asked without a chapter',
        input: finalPoint,
        sent: [{ ...finalSent, language: 'es-LA' }],
        ...handedOn({ ...untimedQuestion, chapterNumber: null }),
      },
    ],
  );

  it('askQuestion reads the interface language when the question loads', async () => {
    let current = 'en';
    const randomSecurityQuestion = answering(envelope(timedQuestion));
    const { actors } = createSecurityQuestionCheckImplementations({
      ...depsOver({ randomSecurityQuestion }),
      language: () => current,
    });
    current = 'zh';
    await run(actors.askQuestion, chapterPoint);
    expect(randomSecurityQuestion).toHaveBeenCalledWith({ ...chapterPoint, language: 'zh' }, expect.any(AbortSignal));
  });

  answersTable(
    'answerQuestion answers $name',
    questionActors,
    { actor: 'answerQuestion', call: 'answerSecurityQuestion', input: answerInput },
    [
      ...verdicts.map(([name, verdict]) => ({ name, ...handedOn(verdict) })),
      {
        name: 'the verdict on an empty answer sent when the time ran out',
        input: { ...answerInput, answer: '' },
        ...handedOn({ outcome: 'wrong', timedOut: true, wrongAnswersLeft: 1 }),
      },
    ],
  );

  failuresPassThrough(questionActors, [
    ['askQuestion', 'randomSecurityQuestion', chapterPoint],
    ['answerQuestion', 'answerSecurityQuestion', answerInput],
  ]);
});

describe('createTypingPatternSetupImplementations', () => {
  /** Three typings of the phrase, the second one slower (a pause on every key). */
  const samples = [
    steadySample,
    { keyDowns: steadySample.keyDowns.map((t) => t * 2), keyUps: steadySample.keyUps.map((t) => t * 2) },
    steadySample,
  ];
  const enrolInput = { ...chapterPoint, samples };

  answersTable(
    'enrolTyping answers $name',
    typingSetupActors,
    { actor: 'enrolTyping', call: 'enrolTyping', input: enrolInput },
    [
      { name: 'an enrolment with the three samples and the chapter', ...handedOn({ outcome: 'enrolled' }) },
      { name: 'the sample to type again', ...handedOn({ outcome: 'sampleAgain', sampleIndex: 1 }) },
      {
        name: 'an enrolment before the final exam, sent without a chapter',
        input: { ...finalPoint, samples },
        sent: [{ ...finalSent, samples }],
        ...handedOn({ outcome: 'enrolled' }),
      },
    ],
  );

  failuresPassThrough(typingSetupActors, [['enrolTyping', 'enrolTyping', enrolInput]]);
});

describe('createTypingPatternCheckImplementations', () => {
  const starts: Array<[string, TypingCheck]> = [
    ['an open check with a time limit', timedCheck],
    ['an open last try without a time limit', { ...timedCheck, deadline: null, mismatchesLeft: 1 }],
    ['no check due', { status: 'notDue' }],
    ['a lock', { status: 'locked', lockedUntil }],
    ['a failed course', { status: 'courseFailed' }],
  ];
  const verdicts: Array<[string, TypingVerdict]> = [
    ['a match', { outcome: 'verified' }],
    ['a mismatch', { outcome: 'mismatch', timedOut: false, mismatchesLeft: 2 }],
    ['a typing too late', { outcome: 'mismatch', timedOut: true, mismatchesLeft: 1 }],
    ['a lock after the last mismatch', { outcome: 'locked', timedOut: false, lockedUntil: null }],
    ['a failed course', { outcome: 'courseFailed', timedOut: false }],
  ];
  const sampleInput = { studentCourseId: 50001, checkId: 7101, sample: steadySample };

  answersTable(
    'startTypingCheck answers $name',
    typingCheckActors,
    { actor: 'startTypingCheck', call: 'startTypingCheck', input: chapterPoint },
    [
      ...starts.map(([name, check]) => ({ name, ...handedOn(check) })),
      {
        name: 'the check before the final exam, started without a chapter',
        input: finalPoint,
        sent: [finalSent],
        ...handedOn(timedCheck),
      },
    ],
  );

  answersTable(
    'sendSample answers $name',
    typingCheckActors,
    { actor: 'sendSample', call: 'sendTypingSample', input: sampleInput },
    [
      ...verdicts.map(([name, verdict]) => ({ name, ...handedOn(verdict) })),
      {
        name: 'the verdict when no typing came in time (sent as no sample)',
        input: { ...sampleInput, sample: null },
        ...handedOn({ outcome: 'mismatch', timedOut: true, mismatchesLeft: 2 }),
      },
    ],
  );

  failuresPassThrough(typingCheckActors, [
    ['startTypingCheck', 'startTypingCheck', chapterPoint],
    ['sendSample', 'sendTypingSample', sampleInput],
  ]);
});

describe('createWebcamPhotoImplementations', () => {
  const results: Array<[string, PhotoResult]> = [
    ['the enrolment photo', { outcome: 'enrolled' }],
    ['a matching photo', { outcome: 'matched' }],
    ['a photo sent to review', { outcome: 'review' }],
    ['a retake for no face', { outcome: 'retake', reason: 'noFace', retakesLeft: 2 }],
    ['a retake for more than one face', { outcome: 'retake', reason: 'manyFaces', retakesLeft: 1 }],
    ['no photo due', { outcome: 'notDue' }],
  ];
  const denied = { ...chapterPoint, kind: 'cameraDenied' as const };

  it.each<CameraAnswer>(['open', 'denied', 'unavailable'])(
    "openCamera answers '%s' as the camera answered, without a call",
    async (answer) => {
      const camera = fakeCamera(answer);
      const calls = { sendPhoto: answering(envelope({ outcome: 'matched' })), recordFootprint: answering({}) };
      const { actors } = createWebcamPhotoImplementations(depsOver(calls, camera));
      expect(await run(actors.openCamera)).toEqual({ output: answer });
      expect(camera.open).toHaveBeenCalledTimes(1);
      expect(calls.sendPhoto).not.toHaveBeenCalled();
      expect(calls.recordFootprint).not.toHaveBeenCalled();
    },
  );

  answersTable(
    'takePhoto answers $name',
    webcamActors,
    { actor: 'takePhoto', call: 'sendPhoto', input: chapterPoint, sent: [{ ...chapterPoint, photo }] },
    [
      ...results.map(([name, result]) => ({ name, ...handedOn(result) })),
      {
        name: 'the photo before the final exam, sent without a chapter',
        input: finalPoint,
        sent: [{ ...finalSent, photo }],
        ...handedOn({ outcome: 'matched' }),
      },
    ],
  );

  it('takePhoto sends the still the camera captured and leaves the camera on (a retake needs it)', async () => {
    const camera = fakeCamera();
    const sendPhoto = answering(envelope({ outcome: 'retake', reason: 'noFace', retakesLeft: 2 }));
    const { actors } = createWebcamPhotoImplementations(depsOver({ sendPhoto }, camera));
    await run(actors.takePhoto, chapterPoint);
    expect(camera.capture).toHaveBeenCalledTimes(1);
    expect(sendPhoto).toHaveBeenCalledTimes(1);
    expect((sendPhoto.mock.calls[0][0] as { photo: Blob }).photo).toBe(photo);
    expect(camera.close).not.toHaveBeenCalled();
  });

  it('takePhoto without a still from the camera sends nothing and fails with why', async () => {
    const camera = fakeCamera();
    const noFrame = new Error('no frame');
    camera.capture.mockRejectedValueOnce(noFrame);
    const sendPhoto = answering(envelope({ outcome: 'matched' }));
    const { actors } = createWebcamPhotoImplementations(depsOver({ sendPhoto }, camera));
    expect(await run(actors.takePhoto, chapterPoint)).toEqual({ error: noFrame });
    expect(sendPhoto).not.toHaveBeenCalled();
  });

  answersTable(
    'recordRefusal answers $name',
    webcamActors,
    { actor: 'recordRefusal', call: 'recordFootprint', input: denied },
    [
      { name: 'that the course requires a photo', answer: envelope({ required: true }), output: true },
      { name: 'that the course goes on without one', answer: envelope({ required: false }), output: false },
      {
        name: 'the rule for a missing camera',
        input: { ...chapterPoint, kind: 'cameraUnavailable' },
        answer: envelope({ required: false }),
        output: false,
      },
      {
        name: 'the rule before the final exam, recorded without a chapter',
        input: { ...finalPoint, kind: 'cameraDenied' },
        sent: [{ ...finalSent, kind: 'cameraDenied' }],
        answer: envelope({ required: true }),
        output: true,
      },
    ],
  );

  failuresPassThrough(webcamActors, [
    ['takePhoto', 'sendPhoto', chapterPoint],
    ['recordRefusal', 'recordFootprint', denied],
  ]);

  it('closeCamera turns the camera off', () => {
    const camera = fakeCamera();
    const { actions } = createWebcamPhotoImplementations(depsOver({}, camera));
    actions.closeCamera();
    expect(camera.close).toHaveBeenCalledTimes(1);
  });
});

describe('createIdentityCheckLogic', () => {
  /** The identity check of chapter 3 asking `step`, over fake calls and a camera. */
  function startCheck(step: IdentityCheckStep, calls: Calls, camera: Camera = fakeCamera()) {
    const logic = createIdentityCheckLogic(depsOver(calls, camera));
    return createActor(logic, { input: { ...chapterPoint, steps: [step] } }).start();
  }

  it('provides the five checks’ machines', () => {
    const logic = createIdentityCheckLogic(depsOver({}));
    expect(Object.keys(logic.implementations.actors)).toEqual(
      expect.arrayContaining([
        'securityQuestionsSetup',
        'securityQuestionCheck',
        'typingPatternSetup',
        'typingPatternCheck',
        'webcamPhoto',
      ]),
    );
  });

  it('the security questions step loads the list through the API, in the interface language', async () => {
    const securityQuestions = answering(envelope(questionList));
    const check = startCheck('securityQuestionsSetup', { securityQuestions });
    await vi.waitFor(() => expect(securityQuestions).toHaveBeenCalledWith(50001, 'es-LA', expect.any(AbortSignal)));
    check.stop();
  });

  it('the security question step asks the question of the chapter through the API', async () => {
    const randomSecurityQuestion = answering(envelope({ status: 'notDue' }));
    const check = startCheck('securityQuestion', { randomSecurityQuestion });
    await vi.waitFor(() =>
      expect(randomSecurityQuestion).toHaveBeenCalledWith(
        { ...chapterPoint, language: 'es-LA' },
        expect.any(AbortSignal),
      ),
    );
    await vi.waitFor(() => expect(check.getSnapshot().output).toEqual({ outcome: 'passed' }));
  });

  it('the typing enrolment step sends the three typings of the chapter through the API', async () => {
    const enrolTyping = answering(envelope({ outcome: 'enrolled' }));
    const check = startCheck('typingPatternSetup', { enrolTyping });
    const enrolment = check.getSnapshot().children.typingPatternSetup;
    for (let i = 0; i < 3; i++) enrolment?.send({ type: 'sample.typed', sample: steadySample });
    await vi.waitFor(() =>
      expect(enrolTyping).toHaveBeenCalledWith(
        { ...chapterPoint, samples: [steadySample, steadySample, steadySample] },
        expect.any(AbortSignal),
      ),
    );
    await vi.waitFor(() => expect(check.getSnapshot().output).toEqual({ outcome: 'passed' }));
  });

  it('the typing check step starts the check of the chapter through the API', async () => {
    const startTypingCheck = answering(envelope({ status: 'notDue' }));
    const check = startCheck('typingPattern', { startTypingCheck });
    await vi.waitFor(() => expect(startTypingCheck).toHaveBeenCalledWith(chapterPoint, expect.any(AbortSignal)));
    await vi.waitFor(() => expect(check.getSnapshot().output).toEqual({ outcome: 'passed' }));
  });

  it('the photo step opens the camera once the student agrees', async () => {
    const camera = fakeCamera();
    const check = startCheck('webcamPhoto', {}, camera);
    expect(camera.open).not.toHaveBeenCalled();
    check.getSnapshot().children.webcamPhoto?.send({ type: 'camera.allow' });
    await vi.waitFor(() => expect(camera.open).toHaveBeenCalledTimes(1));
    check.stop();
  });
});
