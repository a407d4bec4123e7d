import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';

import { StudentCoursePaymentContext } from './EntryLinkContext';
import { useStudentCoursePaymentEvents } from './useEntryLinkEvents';

/**
 * 01 §2 /studentcourse-payment renders nothing visible: a loader while the list loads, nothing
 * once it is loaded (the list stays in the machine), the generic message when it cannot load.
 */
export function StudentCoursePaymentView() {
  const loading = StudentCoursePaymentContext.useSelector((s) => s.matches('reading') || s.matches('loading'));
  const failed = StudentCoursePaymentContext.useSelector((s) => s.matches('failed') || s.matches('missingToken'));
  const canRetry = StudentCoursePaymentContext.useSelector((s) => s.can({ type: 'load.retry' }));
  const failure = StudentCoursePaymentContext.useSelector((s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const { retryLoad } = useStudentCoursePaymentEvents();
  const { t } = useLingui();
  if (loading) return <Loader label={t`Loading…`} />;
  if (!failed) return null;
  return (
    <main className="auth-card">
      <Alert tone="error">{failureText}</Alert>
      {canRetry ? (
        <Button onClick={retryLoad}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </main>
  );
}
