import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { isMachineSnapshot } from 'xstate';

import * as routes from '@contracts/pages';
import { intlLocale, isLocale } from '@shared/i18n/locales';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { IdentityCheckView } from '../identityCheck/IdentityCheckView';
import { IdentityStopped } from '../identityCheck/IdentityStopped';
import { SavingProgressOverlay } from '../layout/SavingProgressOverlay';
import { AdmissionPending } from './AdmissionPending';
import { ChapterLaunchContext } from './ChapterLaunchContext';
import { useChapterLaunchEvents } from './useChapterLaunchEvents';

/** When a used-up day comes back, in the student's language and time zone. */
const formatReset = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

function BackToDashboard() {
  return (
    <p>
      <Link to={routes.dashboard} className="button button--primary">
        <Trans>Back to dashboard</Trans>
      </Link>
    </p>
  );
}

/** /home/chapter-launch: what the student may do now, as the launch machine decided. */
export function ChapterLaunchView() {
  const { t, i18n } = useLingui();
  const state = ChapterLaunchContext.useSelector((s) =>
    s.matches('identityChecks')
      ? 'identityChecks'
      : s.matches('identityLocked')
        ? 'identityLocked'
        : s.matches('identityFailed')
          ? 'identityFailed'
          : s.matches('dayUsedUp')
            ? 'dayUsedUp'
            : s.matches('chapterLocked')
              ? 'chapterLocked'
              : s.matches('notAvailable')
                ? 'notAvailable'
                : s.matches('admissionPending')
                  ? 'admissionPending'
                  : s.matches('failed')
                    ? 'failed'
                    : s.matches('leaving')
                      ? 'leaving'
                      : 'working',
  );
  const resetsAt = ChapterLaunchContext.useSelector((s) =>
    s.context.launch?.outcome === 'dailyLimitReached' ? s.context.launch.resetsAt : undefined,
  );
  const admissionMissing = ChapterLaunchContext.useSelector((s) =>
    s.context.launch?.outcome === 'admissionPending' ? s.context.launch.missing : undefined,
  );
  const studentCourseId = ChapterLaunchContext.useSelector((s) => s.context.studentCourseId);
  const lockedUntil = ChapterLaunchContext.useSelector((s) =>
    s.context.launch?.outcome === 'identityLocked' ? s.context.launch.lockedUntil : undefined,
  );
  // The checks' own view, once they run (path tests may stand in a plain actor for them).
  const identityCheck = ChapterLaunchContext.useSelector((s) => {
    const child = s.children.identityCheck;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const failure = ChapterLaunchContext.useSelector((s) => s.context.failure);
  const failureText = useFailureMessage(state === 'failed' ? failure : undefined);
  const { retry } = useChapterLaunchEvents();

  return (
    <main className="page">
      <h1>
        <Trans>Your course</Trans>
      </h1>
      {state === 'working' ? <Loader label={t`Opening your chapter…`} /> : null}
      {state === 'failed' ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {state === 'dayUsedUp' && resetsAt ? (
        <>
          <Alert tone="info">
            <Trans>
              You have used today's study time for this course. It opens again on {formatReset(i18n.locale, resetsAt)}.
            </Trans>
          </Alert>
          <BackToDashboard />
        </>
      ) : null}
      {state === 'chapterLocked' ? (
        <>
          <Alert tone="info">
            <Trans>This chapter opens when you have completed the chapters before it.</Trans>
          </Alert>
          <BackToDashboard />
        </>
      ) : null}
      {state === 'notAvailable' ? (
        <>
          <Alert tone="info">
            <Trans>This course cannot be taken right now. Your dashboard shows what it is waiting for.</Trans>
          </Alert>
          <BackToDashboard />
        </>
      ) : null}
      {state === 'admissionPending' && admissionMissing ? (
        <AdmissionPending missing={admissionMissing} studentCourseId={studentCourseId} />
      ) : null}
      {state === 'identityChecks' && identityCheck ? <IdentityCheckView actor={identityCheck} /> : null}
      {state === 'identityLocked' && lockedUntil !== undefined ? (
        <IdentityStopped lockedUntil={lockedUntil} courseFailed={false} />
      ) : null}
      {state === 'identityFailed' ? <IdentityStopped lockedUntil={null} courseFailed /> : null}
      {state === 'leaving' ? <SavingProgressOverlay /> : null}
    </main>
  );
}
