import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { Modal } from '@shared/ui/Modal';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { useCamera, useCameraStream } from './camera';
import { useWebcamPhotoEvents, type WebcamPhotoRef } from './useIdentityCheckEvents';

import './identityCheck.css';

/** What the camera sees, mirrored like a mirror (the photo itself is not). */
function Preview() {
  const { t } = useLingui();
  const stream = useCameraStream(useCamera());
  return (
    <video
      className="webcam-preview"
      aria-label={t`Your camera`}
      autoPlay
      muted
      playsInline
      ref={(video) => {
        if (video && video.srcObject !== stream) video.srcObject = stream;
      }}
    />
  );
}

/** 02 §2 initialWebcamModel (why, then the camera) and webcam (a photo, checked by the server). */
export function WebcamPhotoView({ actor }: { actor: WebcamPhotoRef }) {
  const { t } = useLingui();
  const step = useSelector(actor, (s) =>
    s.matches('explaining')
      ? 'explaining'
      : s.matches('preview') || s.matches('sending')
        ? 'preview'
        : s.matches('verified')
          ? 'verified'
          : s.matches('inReview')
            ? 'inReview'
            : s.matches('cameraRequired')
              ? 'cameraRequired'
              : s.matches('sendFailed') || s.matches('refusalFailed')
                ? 'failed'
                : 'waiting',
  );
  const busy = useSelector(actor, (s) => s.matches('sending'));
  const retake = useSelector(actor, (s) => s.context.retake);
  const camera = useSelector(actor, (s) => s.context.camera);
  const failure = useSelector(actor, (s) =>
    s.matches('sendFailed') || s.matches('refusalFailed') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useWebcamPhotoEvents(actor);
  return (
    <section aria-labelledby="webcam-title">
      <h2 id="webcam-title">
        <Trans>Photo check</Trans>
      </h2>
      {step === 'explaining' ? (
        <Modal title={t`A photo to confirm it is you`}>
          <p>
            <Trans>
              The state requires us to check that you are the person taking this course. We take a photo with your
              camera now and at each chapter, and compare it with your first one. Your photos are kept securely, seen
              only by our support staff if a photo needs checking, and deleted with your account.
            </Trans>
          </p>
          <p>
            <Button onClick={events.allow}>
              <Trans>Turn on my camera</Trans>
            </Button>{' '}
            <Button variant="secondary" onClick={events.refuse}>
              <Trans>I can't use a camera</Trans>
            </Button>
          </p>
        </Modal>
      ) : null}
      {step === 'waiting' ? <Loader label={t`Waiting for your camera…`} /> : null}
      {step === 'preview' ? (
        <>
          <p>
            <Trans>Look at the camera, with your face in the frame and nobody else in view, then take the photo.</Trans>
          </p>
          {retake ? (
            <Alert tone="info">
              {retake.reason === 'manyFaces' ? (
                <Trans>We saw more than one face. Make sure only you are in view.</Trans>
              ) : (
                <Trans>We could not see your face. Face the camera in good light.</Trans>
              )}
            </Alert>
          ) : null}
          <Preview />
          <Button onClick={events.takePhoto} busy={busy}>
            <Trans>Take photo</Trans>
          </Button>
        </>
      ) : null}
      {step === 'verified' ? (
        <Alert tone="success">
          <Trans>Photo saved. Identity verified.</Trans>
        </Alert>
      ) : null}
      {step === 'inReview' ? (
        <>
          <Alert tone="info">
            <Trans>
              We could not match this photo to your first one automatically. Our support staff will compare them within
              one business day. You can go on with your course meanwhile; if they cannot confirm it is you, your course
              will be paused until you contact support.
            </Trans>
          </Alert>
          <Button onClick={events.continueOn}>
            <Trans>Continue</Trans>
          </Button>
        </>
      ) : null}
      {step === 'cameraRequired' ? (
        <>
          <Alert tone="error">
            {camera === 'unavailable' ? (
              <Trans>We could not find a camera on this device.</Trans>
            ) : (
              <Trans>The camera was not allowed.</Trans>
            )}{' '}
            <Trans>
              This course requires a photo at the start and at each chapter. Allow the camera for this site in your
              browser's settings, or use a device with a camera, then try again. If you cannot, please contact support.
            </Trans>
          </Alert>
          <Button onClick={events.retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : null}
      {step === 'failed' ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
    </section>
  );
}
