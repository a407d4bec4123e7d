import { Trans, useLingui } from '@lingui/react/macro';

import { useIntents } from '@shared/flows/useIntents';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { BreakTimeContext } from './BreakTimeContext';

import '../courseTaking.css';

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** /home/breakTime: the countdown of the break the course's rules require. */
export function BreakTimeView() {
  const { t } = useLingui();
  const loading = BreakTimeContext.useSelector((s) => s.matches('loading') || s.matches('checkingCourse'));
  const failure = BreakTimeContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const secondsLeft = BreakTimeContext.useSelector((s) => s.context.secondsLeft);
  const failureText = useFailureMessage(failure);
  const { retry } = useIntents(BreakTimeContext, (send) => ({ retry: () => send({ type: 'retry.request' }) }));
  if (loading) return <Loader label={t`Loading your break…`} />;
  if (failure) return <RetryPanel message={failureText} onRetry={retry} />;
  const time = mmss(secondsLeft);
  return (
    <main className="page break-time">
      <h1>
        <Trans>Time for a break</Trans>
      </h1>
      <p>
        <Trans>
          Your course requires a short break after continuous study. Stretch, rest your eyes, have a drink of water.
        </Trans>
      </p>
      <p className="break-time__countdown" role="timer" aria-label={t`Break time left`}>
        {time}
      </p>
      <p>
        <Trans>Your chapter resumes by itself when the break is over.</Trans>
      </p>
    </main>
  );
}
