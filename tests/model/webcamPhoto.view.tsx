import { expect } from 'vitest';

import type { webcamPhotoMachine } from '@machines/webcamPhoto';
import { WebcamPhotoView } from '@flows/home/identityCheck/WebcamPhotoView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderAsChild } from './harness/view';

const waiting = ['openingCamera', 'recordingRefusal'] as const;

export const webcamPhotoView: FlowViewDriver<typeof webcamPhotoMachine> = {
  // The photo check runs as the identity-check machine's child.
  render: renderAsChild('/home/chapter-launch', WebcamPhotoView),
  perform: {
    'camera.allow': clickButton('Turn on my camera'),
    'camera.refuse': clickButton("I can't use a camera"),
    'photo.take': clickButton('Take photo'),
    'continue.request': clickButton('Continue'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    const dialog = screen.queryByRole('dialog', { name: 'A photo to confirm it is you' });
    expect(dialog !== null, 'initialWebcamModel').toBe(s.matches('explaining'));
    if (waiting.some((state) => s.matches(state)))
      expect(screen.getByRole('status')).toHaveTextContent('Waiting for your camera…');
    const previewing = s.matches('preview') || s.matches('sending');
    expect(screen.queryByLabelText('Your camera') !== null).toBe(previewing);
    const retake = s.context.retake;
    if (previewing && retake)
      expect(
        screen.getByText(
          retake.reason === 'manyFaces'
            ? 'We saw more than one face. Make sure only you are in view.'
            : 'We could not see your face. Face the camera in good light.',
        ),
      ).toBeVisible();
    expect(screen.queryByText('Photo saved. Identity verified.') !== null).toBe(s.matches('verified'));
    expect(screen.queryByText(/Our support staff will compare them within one business day\./) !== null).toBe(
      s.matches('inReview'),
    );
    if (s.matches('cameraRequired')) {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        s.context.camera === 'unavailable'
          ? 'We could not find a camera on this device.'
          : 'The camera was not allowed.',
      );
      expect(alert).toHaveTextContent('This course requires a photo at the start and at each chapter.');
    }
    // 'Try again' is also the way on when the camera is required (its own button, no failure).
    if (!s.matches('cameraRequired'))
      expectRetryPanel(screen, s.matches('sendFailed') || s.matches('refusalFailed') ? s.context.failure : null);
  },
};
