import { Trans } from '@lingui/react/macro';

import { useIntents } from '@shared/flows/useIntents';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

import { ReadAloudContext } from './ReadAloudContext';

/** Read aloud's buttons and what it is doing: reading section n of m, paused, done, or stopped by the browser. */
export function ReadAloudControls() {
  const state = ReadAloudContext.useSelector((s) =>
    s.matches({ speaking: 'paused' })
      ? 'paused'
      : s.matches('speaking')
        ? 'playing'
        : s.matches('failed')
          ? 'failed'
          : s.matches('finished')
            ? 'finished'
            : 'idle',
  );
  const section = ReadAloudContext.useSelector((s) => s.context.section + 1);
  const count = ReadAloudContext.useSelector((s) => s.context.sectionCount);
  const { start, pause, resume, stop } = useIntents(ReadAloudContext, (send) => ({
    start: () => send({ type: 'read.start' }),
    pause: () => send({ type: 'read.pause' }),
    resume: () => send({ type: 'read.resume' }),
    stop: () => send({ type: 'read.stop' }),
  }));
  return (
    <div className="read-aloud">
      {state === 'idle' || state === 'finished' || state === 'failed' ? (
        <Button variant="secondary" onClick={start}>
          <Trans>Read aloud</Trans>
        </Button>
      ) : (
        <>
          {state === 'playing' ? (
            <Button variant="secondary" onClick={pause}>
              <Trans>Pause</Trans>
            </Button>
          ) : (
            <Button variant="secondary" onClick={resume}>
              <Trans>Resume</Trans>
            </Button>
          )}
          <Button variant="link" onClick={stop}>
            <Trans>Stop reading</Trans>
          </Button>
          <p className="read-aloud__status" role="status">
            {state === 'paused' ? (
              <Trans>
                Paused at section {section} of {count}.
              </Trans>
            ) : (
              <Trans>
                Reading section {section} of {count}…
              </Trans>
            )}
          </p>
        </>
      )}
      {state === 'finished' ? (
        <p role="status">
          <Trans>The whole chapter has been read.</Trans>
        </p>
      ) : null}
      {state === 'failed' ? (
        <Alert tone="error">
          <Trans>Your browser stopped reading aloud. You can try again, or read the text yourself.</Trans>
        </Alert>
      ) : null}
    </div>
  );
}
