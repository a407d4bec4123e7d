import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';

import { enrolmentSamples } from '@machines/typingPatternSetup';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { TypingPhraseInput } from './TypingPhraseInput';
import { type TypingPatternSetupRef, useTypingPatternSetupEvents } from './useIdentityCheckEvents';

import './identityCheck.css';

/** 02 §2 typing-pattern-save: why, then the phrase typed three times (one asked again when it is unlike the others). */
export function TypingPatternSetupView({ actor }: { actor: TypingPatternSetupRef }) {
  const { t } = useLingui();
  const step = useSelector(actor, (s) =>
    s.matches('typing') ? 'typing' : s.matches('retyping') ? 'retyping' : s.matches('failed') ? 'failed' : 'saving',
  );
  const typedCount = useSelector(actor, (s) => s.context.samples.length);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { typed, retry } = useTypingPatternSetupEvents(actor);
  const n = typedCount + 1;
  return (
    <section aria-labelledby="typing-setup-title">
      <h2 id="typing-setup-title">
        <Trans>Your typing pattern</Trans>
      </h2>
      <p>
        <Trans>
          The state requires us to check that you are the person taking this course. We record how you type a short
          phrase: how long each key is held and the time between keys, never what you type anywhere else. Type the
          phrase below {enrolmentSamples} times at your normal speed.
        </Trans>
      </p>
      {step === 'typing' ? (
        <TypingPhraseInput key={n} label={t`Typing ${n} of ${enrolmentSamples}`} onSample={typed} />
      ) : null}
      {step === 'retyping' ? (
        <>
          <Alert tone="info">
            <Trans>One of your typings was quite different from the others. Please type the phrase once more.</Trans>
          </Alert>
          <TypingPhraseInput label={t`Type the phrase once more`} onSample={typed} />
        </>
      ) : null}
      {step === 'saving' ? <Loader label={t`Saving your typing pattern…`} /> : null}
      {step === 'failed' ? <RetryPanel message={failureText} onRetry={retry} /> : null}
    </section>
  );
}
