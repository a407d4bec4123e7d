import { type CameraAnswer, type PhotoResult, webcamPhotoMachine } from '@machines/webcamPhoto';

import { networkFailure } from './failures.fixtures';
import { effect } from './harness/effects';
import { type FlowModel, outcomesOf, timers } from './harness/model';

const cameraAnswers: CameraAnswer[] = ['open', 'denied', 'unavailable'];
const results: PhotoResult[] = [
  { outcome: 'enrolled' },
  { outcome: 'matched' },
  { outcome: 'review' },
  { outcome: 'retake', reason: 'noFace', retakesLeft: 2 },
  { outcome: 'retake', reason: 'manyFaces', retakesLeft: 1 },
  { outcome: 'notDue' },
];

export const webcamPhotoModel: FlowModel<typeof webcamPhotoMachine> = {
  id: 'webcamPhoto',
  title:
    'Webcam photo: why, the camera, a photo checked for one face and compared with the first, retakes, review, no camera (02 §2 initialWebcamModel, webcam; §7 facial recognition, footprint)',
  machine: webcamPhotoMachine,
  input: { studentCourseId: 50001, chapterNumber: 2 },
  events: (s) => [
    ...(s.matches('explaining') ? [{ type: 'camera.allow' }, { type: 'camera.refuse' }] : []),
    ...outcomesOf(s, 'openCamera', { answers: cameraAnswers }),
    ...(s.matches('preview') ? [{ type: 'photo.take' }] : []),
    ...outcomesOf(s, 'takePhoto', { answers: results, failures: [networkFailure] }),
    ...outcomesOf(s, 'recordRefusal', { answers: [true, false], failures: [networkFailure] }),
    ...(s.matches('inReview') ? [{ type: 'continue.request' }] : []),
    ...(s.matches('sendFailed') || s.matches('refusalFailed') || s.matches('cameraRequired')
      ? [{ type: 'retry.request' }]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'camera.allow':
        return "the student clicks 'Turn on my camera'";
      case 'camera.refuse':
        return "the student clicks 'I can't use a camera'";
      case 'photo.take':
        return "the student clicks 'Take photo'";
      case 'continue.request':
        return 'the student clicks Continue';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {
    // The camera goes off once the server has the photo (the page going off does it too).
    inReview: [effect('closeCamera')],
    verified: [effect('closeCamera')],
    done: (arrival) => (arrival.event.type === 'xstate.done.actor.takePhoto' ? [effect('closeCamera')] : []),
  },
};
