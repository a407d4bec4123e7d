import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';

import * as timings from '@machines/timings';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { TimeLeft } from '../quiz/TimeLeft';
import { type EverySecond, wallClockSeconds } from '../timers/wallClockSeconds';
import { TypingPhraseInput } from './TypingPhraseInput';
import { type TypingPatternCheckRef, useTypingPatternCheckEvents } from './useIdentityCheckEvents';

import './identityCheck.css';

const browserSeconds = wallClockSeconds(timings.identitySecond);

/**
 * 02 §2 typing-pattern-verification (the phrase once, within the rule's time) and typing-verification-message (the
 * outcome in words).
 */
export function TypingPatternCheckView({
  actor,
  everySecond = browserSeconds,
}: {
  actor: TypingPatternCheckRef;
  everySecond?: EverySecond;
}) {
  const { t } = useLingui();
  const step = useSelector(actor, (s) =>
    s.matches('typing') || s.matches('submitting')
      ? 'typing'
      : s.matches('mismatched')
        ? 'mismatched'
        : s.matches('verified')
          ? 'verified'
          : s.matches('startFailed') || s.matches('submitFailed')
            ? 'failed'
            : 'loading',
  );
  const typing = useSelector(actor, (s) => s.matches('typing'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const checkKey = useSelector(actor, (s) => s.context.check?.deadline ?? s.context.check?.checkId);
  const lastTry = useSelector(actor, (s) => s.context.check?.mismatchesLeft === 1);
  const mismatch = useSelector(actor, (s) => s.context.mismatch);
  const failure = useSelector(actor, (s) =>
    s.matches('startFailed') || s.matches('submitFailed') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const { typed, typeAgain, retry, second } = useTypingPatternCheckEvents(actor);
  const timed = secondsLeft !== null;
  useEffect(() => (typing && timed ? everySecond(second) : undefined), [typing, timed, everySecond, second]);
  const left = mismatch?.mismatchesLeft ?? 0;
  return (
    <section aria-labelledby="typing-check-title">
      <h2 id="typing-check-title">
        <Trans>Typing check</Trans>
      </h2>
      {step === 'loading' ? <Loader label={t`Preparing your typing check…`} /> : null}
      {step === 'failed' ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {step === 'typing' ? (
        <>
          <p>
            {lastTry ? (
              <Trans>Type the phrase below once, at your normal speed. This is your last try.</Trans>
            ) : (
              <Trans>Type the phrase below once, at your normal speed.</Trans>
            )}
          </p>
          {secondsLeft !== null ? <TimeLeft className="identity-countdown" secondsLeft={secondsLeft} /> : null}
          <TypingPhraseInput key={checkKey} label={t`Type the phrase`} disabled={busy} onSample={typed} />
        </>
      ) : null}
      {step === 'mismatched' ? (
        <>
          <Alert tone="error">
            {mismatch?.timedOut ? (
              <Trans>The time to type the phrase ran out.</Trans>
            ) : (
              <Trans>Your typing did not match your typing pattern.</Trans>
            )}{' '}
            {left === 1 ? (
              <Trans>One more mismatch stops the course.</Trans>
            ) : (
              <Trans>Mismatches left before the course stops: {left}.</Trans>
            )}
          </Alert>
          <Button onClick={typeAgain}>
            <Trans>Type it again</Trans>
          </Button>
        </>
      ) : null}
      {step === 'verified' ? (
        <Alert tone="success">
          <Trans>Your typing matched. Identity verified.</Trans>
        </Alert>
      ) : null}
    </section>
  );
}
