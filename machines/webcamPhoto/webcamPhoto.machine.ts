import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  CameraAnswer,
  PhotoResult,
  WebcamPhotoContext,
  WebcamPhotoEvent,
  WebcamPhotoInput,
} from './webcamPhoto.types';

const answered =
  (answer: CameraAnswer) =>
  (_: unknown, given: CameraAnswer): boolean =>
    given === answer;
const resultIs =
  <O extends PhotoResult['outcome']>(outcome: O) =>
  (_: unknown, result: PhotoResult) =>
    result.outcome === outcome;

/**
 * 02 §2 initialWebcamModel and webcam: why a photo is taken, then the camera (the browser asks), a photo
 * the server checks for exactly one face and compares with the first one (the enrolment photo). A photo without a
 * single face is taken again (the rule's retakes); one that does not match goes to support's review and the course
 * goes on. Without a camera the course rule decides: required, the course waits for one; else support reviews.
 */
export const webcamPhotoMachine = setup({
  types: {
    context: {} as WebcamPhotoContext,
    events: {} as WebcamPhotoEvent,
    input: {} as WebcamPhotoInput,
  },
  actors: {
    /** Asks the browser for the camera (the page shows it); never throws: the answer says how it went. */
    openCamera: provided<CameraAnswer>('openCamera'),
    /** Captures a frame of the open camera and sends it (02 §7 facial recognition). */
    takePhoto: provided<PhotoResult, { studentCourseId: number; chapterNumber: number | null }>('takePhoto'),
    /** 02 §7 footprint: no camera, and what the course rule then requires (true: a photo all the same). */
    recordRefusal: provided<
      boolean,
      { studentCourseId: number; chapterNumber: number | null; kind: 'cameraDenied' | 'cameraUnavailable' }
    >('recordRefusal'),
  },
  actions: {
    /** Turns the camera off (leaving the page does too). */
    closeCamera: () => {},
    keepCamera: assign((_, camera: CameraAnswer) => ({ camera: camera === 'open' ? undefined : camera })),
    refused: assign({ camera: 'denied' as const }),
    keepRetake: assign((_, result: PhotoResult) => ({
      retake: result.outcome === 'retake' ? result : undefined,
      failure: undefined,
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    cameraOpen: answered('open'),
    enrolled: resultIs('enrolled'),
    matched: resultIs('matched'),
    toReview: resultIs('review'),
    retake: resultIs('retake'),
    required: (_, required: boolean) => required,
  },
  delays: { identityVerifiedNotice: timings.identityVerifiedNotice },
}).createMachine({
  id: 'webcamPhoto',
  context: ({ input }) => ({ ...input }),
  initial: 'explaining',
  states: {
    explaining: {
      meta: { spec: '02 §2 initialWebcamModel' },
      on: {
        'camera.allow': { target: 'openingCamera' },
        'camera.refuse': { target: 'recordingRefusal', actions: 'refused' },
      },
    },
    openingCamera: {
      invoke: {
        id: 'openCamera',
        src: 'openCamera',
        onDone: [
          { guard: { type: 'cameraOpen', params: ({ event }) => event.output }, target: 'preview' },
          {
            target: 'recordingRefusal',
            description: 'Refused in the browser, or no camera: the footprint, then the rule.',
            actions: { type: 'keepCamera', params: ({ event }) => event.output },
          },
        ],
      },
    },
    preview: {
      meta: { spec: '02 §2 webcam' },
      on: { 'photo.take': { target: 'sending' } },
    },
    sending: {
      meta: { spec: '02 §7 facial recognition' },
      invoke: {
        id: 'takePhoto',
        src: 'takePhoto',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId, chapterNumber: context.chapterNumber }),
        onDone: [
          {
            guard: { type: 'retake', params: ({ event }) => event.output },
            target: 'preview',
            description: 'No single face: the page says why; the student takes another.',
            actions: { type: 'keepRetake', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'toReview', params: ({ event }) => event.output },
            target: 'inReview',
            actions: 'closeCamera',
          },
          {
            guard: { type: 'enrolled', params: ({ event }) => event.output },
            target: 'verified',
            actions: 'closeCamera',
          },
          {
            guard: { type: 'matched', params: ({ event }) => event.output },
            target: 'verified',
            actions: 'closeCamera',
          },
          { target: 'done', description: 'No photo is due here (taken in another tab).', actions: 'closeCamera' },
        ],
        onError: { target: 'sendFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    sendFailed: { on: { 'retry.request': { target: 'sending' } } },
    verified: {
      description: 'Photo saved (the first one is the enrolment photo, later ones matched it).',
      after: { identityVerifiedNotice: { target: 'done' } },
    },
    inReview: {
      description: 'Not clearly the enrolment photo: support reviews it within the promised time; the course goes on.',
      on: { 'continue.request': { target: 'done' } },
    },
    recordingRefusal: {
      meta: { spec: '02 §7 footprint' },
      invoke: {
        id: 'recordRefusal',
        src: 'recordRefusal',
        input: ({ context }) => ({
          studentCourseId: context.studentCourseId,
          chapterNumber: context.chapterNumber,
          kind: context.camera === 'unavailable' ? ('cameraUnavailable' as const) : ('cameraDenied' as const),
        }),
        onDone: [
          { guard: { type: 'required', params: ({ event }) => event.output }, target: 'cameraRequired' },
          { target: 'done', description: 'The rule lets the course go on; support reviews the student.' },
        ],
        onError: { target: 'refusalFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    refusalFailed: { on: { 'retry.request': { target: 'recordingRefusal' } } },
    cameraRequired: {
      description: 'The course rule requires a photo: how to allow the camera, then try again.',
      on: { 'retry.request': { target: 'openingCamera' } },
    },
    done: { type: 'final' },
  },
});
