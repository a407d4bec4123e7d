import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import { identityVerifiedNotice } from '@machines/timings';
import type { CameraAnswer, PhotoResult, webcamPhotoMachine } from '@machines/webcamPhoto';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import {
  courseNames,
  launchFromDashboard,
  passTime,
  pathAccount,
  studentByPlace,
  takeWebcamPhoto,
  typePhrase,
} from './courseTaking.browserSupport';
import type { PlannedPath } from './harness/paths';
import { webcamPhotoModel } from './webcamPhoto.model';

declare global {
  interface Window {
    /** The test's hand over the camera (webcamPhoto.browser.ts): the photo taken shows no face. */
    __cameraCovered?: boolean;
  }
}

/** Why a course never goes on without a photo here. */
const photoRequired =
  'the seeded photo rule (the identity demo course) requires a photo: going on without a camera is the jsdom paths’';

const resultsIn = (path: PlannedPath) =>
  path.steps.filter((s) => s.event.type === 'xstate.done.actor.takePhoto').map((s) => s.event.output as PhotoResult);
/** A photo compared with an earlier one: the student's enrolment photo was taken at an earlier chapter. */
const comparesPhotos = (path: PlannedPath) => resultsIn(path).some((r) => r.outcome === 'matched');

const pools: Record<'first' | 'later', CourseTakingPathAccount[]> = {
  first: ['webcamFirst1', 'webcamFirst2', 'webcamFirst3', 'webcamFirst4'],
  later: ['webcamLater1', 'webcamLater2'],
};

/** A path's place among its kind picks its student (a photo changes the course). */
const studentOf = (path: PlannedPath) =>
  studentByPlace(webcamPhotoBrowser, path, pools[comparesPhotos(path) ? 'later' : 'first'], comparesPhotos);

/**
 * Chromium's fake camera always shows the same face; the student's hand over it is a photo drawn black (the page's
 * own capture draws the video into a canvas), and a browser without a camera, or one that refuses it, is the page's
 * getUserMedia answering so once.
 */
function installCameraControls() {
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
    if (!window.__cameraCovered) return (draw as (...a: unknown[]) => void).apply(this, args);
    this.fillStyle = '#000';
    this.fillRect(0, 0, this.canvas.width, this.canvas.height);
  } as typeof draw;
}

/** The camera covered (no face in the photo) or not. */
const coverCamera = (page: Page, covered: boolean) =>
  page.evaluate((value) => {
    window.__cameraCovered = value;
  }, covered);

/** The browser's next answer to the camera request: none there, or refused (else Chromium's fake camera). */
const nextCameraAnswer = (page: Page, answer: CameraAnswer) =>
  answer === 'open'
    ? Promise.resolve()
    : page.evaluate(
        (name) => {
          const devices = navigator.mediaDevices;
          const real = devices.getUserMedia.bind(devices);
          devices.getUserMedia = () => {
            devices.getUserMedia = real;
            return Promise.reject(new DOMException('no camera for this test', name));
          };
        },
        answer === 'denied' ? 'NotAllowedError' : 'NotFoundError',
      );

/** The checks before the photo: the typing check (the seeded template's rhythm), then the photo's explanation. */
async function throughTyping(page: Page) {
  const photo = page.getByRole('dialog', { name: 'A photo to confirm it is you' });
  const typing = page.getByRole('heading', { name: 'Typing check' });
  await expect(photo.or(typing)).toBeVisible({ timeout: 10_000 });
  if (await typing.isVisible()) {
    await typePhrase(page, 'Type the phrase', 120);
    await expect(page.getByText('Your typing matched. Identity verified.')).toBeVisible();
    await passTime(page, identityVerifiedNotice);
  }
  await expect(photo).toBeVisible();
}

/** The photo taken: its answer may take the server a while (the face check). */
const photoSaved = (page: Page) =>
  expect(page.getByText('Photo saved. Identity verified.')).toBeVisible({ timeout: 30_000 });

/** The student in another tab of the same browser takes the photo first. */
async function photoInAnotherTab(page: Page) {
  const other = await page.context().newPage();
  await other.goto('/home/chapter-launch');
  await takeWebcamPhoto(other);
  await photoSaved(other);
  await other.close();
}

/**
 * The webcam photo in the browser, on the course-taking server, with Chromium's fake camera (one face):
 * chapter launch asks it (after the typing check) of a seeded student of the identity demo course, whose rule requires
 * a photo at the start and at each chapter. The first photo is the enrolment photo; a photo at chapter 2 after one at
 * chapter 1 matches it. A photo without a face is the camera covered; three of them go to support's review.
 */
export const webcamPhotoBrowser: BrowserFlow<typeof webcamPhotoMachine> = {
  model: webcamPhotoModel,
  server: 'courseTaking',
  page: '/home/dashboard',
  account: (path) => pathAccount(studentOf(path)),
  open: async (page, path) => {
    await page.addInitScript(installCameraControls);
    if (comparesPhotos(path)) {
      // Chapter 1 (done) asked by number: its photo is the enrolment photo; then chapter 2 asks another.
      await launchFromDashboard(page, courseNames.identityDemo, 1);
      await throughTyping(page);
      await takeWebcamPhoto(page);
      await photoSaved(page);
      await expect(page).toHaveURL(/\/home\/chapter$/, { timeout: 10_000 });
      await page.goto('/home/chapter-launch?chapter=2&inspect');
      return throughTyping(page);
    }
    await launchFromDashboard(page, courseNames.identityDemo, 1);
    await throughTyping(page);
    if (resultsIn(path)[0]?.outcome === 'review') {
      // Two photos without a face before: the third goes to review (a reload: the check resumes where it stands).
      await page.getByRole('button', { name: 'Turn on my camera' }).click();
      await expect(page.getByLabel('Your camera')).toBeVisible();
      await coverCamera(page, true);
      for (let n = 0; n < 2; n++) {
        const answered = page.waitForResponse((r) => r.url().endsWith(apiPaths.facialRecognition));
        await page.getByRole('button', { name: 'Take photo' }).click();
        expect((await answered).ok()).toBe(true);
        await expect(page.getByRole('button', { name: 'Take photo' })).toBeEnabled();
      }
      await page.goto('/home/chapter-launch?chapter=1&inspect');
      await throughTyping(page);
    }
  },
  perform: {
    'camera.allow': async (page, { next }) => {
      await nextCameraAnswer(page, next?.output as CameraAnswer);
      await page.getByRole('button', { name: 'Turn on my camera' }).click();
    },
    'camera.refuse': (page) => page.getByRole('button', { name: "I can't use a camera" }).click(),
    'photo.take': async (page, { next, path }) => {
      const result = next?.type === 'xstate.done.actor.takePhoto' ? (next.output as PhotoResult) : undefined;
      if (result?.outcome === 'notDue') await photoInAnotherTab(page);
      const noFace = result?.outcome === 'retake' || (result?.outcome === 'review' && !comparesPhotos(path));
      await coverCamera(page, noFace);
      await page.getByRole('button', { name: 'Take photo' }).click();
    },
    'continue.request': (page) => page.getByRole('button', { name: 'Continue' }).click(),
    'retry.request': async (page, { next }) => {
      if (next?.type === 'xstate.done.actor.openCamera') await nextCameraAnswer(page, next.output as CameraAnswer);
      // Sent again: the camera as the planned answer needs it.
      const result = next?.type === 'xstate.done.actor.takePhoto' ? (next.output as PhotoResult) : undefined;
      if (result) await coverCamera(page, result.outcome === 'retake');
      await page.getByRole('button', { name: 'Try again' }).click();
    },
  },
  states: {
    explaining: (page) => expect(page.getByRole('dialog', { name: 'A photo to confirm it is you' })).toBeVisible(),
    openingCamera: (page) => expect(page.getByRole('status')).toContainText('Waiting for your camera…'),
    recordingRefusal: (page) => expect(page.getByRole('status')).toContainText('Waiting for your camera…'),
    preview: async (page) => {
      await expect(page.getByLabel('Your camera')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Take photo' })).toBeEnabled();
    },
    sending: (page) => expect(page.getByLabel('Your camera')).toBeVisible(),
    sendFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    refusalFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    cameraRequired: async (page) => {
      await expect(page.getByRole('alert')).toContainText(
        /(We could not find a camera on this device|The camera was not allowed)\./,
      );
      await expect(page.getByRole('alert')).toContainText(
        'This course requires a photo at the start and at each chapter.',
      );
    },
    verified: (page) => expect(page.getByText('Photo saved. Identity verified.')).toBeVisible(),
    inReview: (page) =>
      expect(page.getByText(/Our support staff will compare them within one business day\./)).toBeVisible(),
    // The checks are over: chapter launch opens the chapter.
    done: (page) => expect(page).toHaveURL(/\/home\/chapter$/),
  },
  intercept: {
    takePhoto: { url: (url) => url.pathname === apiPaths.facialRecognition },
    recordRefusal: { url: (url) => url.pathname === apiPaths.footprint },
  },
  unreachable: {
    'webcamPhoto.recordingRefusal|xstate.done.actor.recordRefusal|1': photoRequired,
  },
  skip: (path) =>
    path.steps.some((s) => s.event.type === 'xstate.done.actor.recordRefusal' && s.event.output === false)
      ? photoRequired
      : undefined,
};
