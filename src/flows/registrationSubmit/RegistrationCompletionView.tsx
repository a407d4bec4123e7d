import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { LazyEmailVerificationDialog as EmailVerificationDialog } from '../emailVerification/LazyEmailVerificationDialog';
import { CourseAllocatedModal } from './CourseAllocatedModal';
import { type RegistrationCompletionRef, useRegistrationCompletionEvents } from './useRegistrationCompletionEvents';

/** What the completion steps show: the e-mail code dialog, progress, failures, the course-allocated modal. */
export function RegistrationCompletionView({ actor }: { actor: RegistrationCompletionRef }) {
  const { t } = useLingui();
  const verifyingStudentId = useSelector(actor, (s) =>
    s.matches('verifyingEmail') ? s.context.registered.student.studentId : undefined,
  );
  const working = useSelector(actor, (s) => s.matches('checkingOut') || s.matches('loadingStudent'));
  const checkoutFailed = useSelector(actor, (s) => s.matches('checkoutFailed'));
  const studentFailed = useSelector(actor, (s) => s.matches('studentFailed'));
  const courseAllocated = useSelector(actor, (s) => s.matches('courseAllocated'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const events = useRegistrationCompletionEvents(actor);

  return (
    <>
      {verifyingStudentId !== undefined ? (
        <EmailVerificationDialog studentId={verifyingStudentId} onVerified={events.emailVerified} />
      ) : null}
      {working ? <Loader label={t`Setting up your course…`} /> : null}
      {checkoutFailed ? <RetryPanel message={failureText} onRetry={events.retryCheckout} /> : null}
      {studentFailed ? <RetryPanel message={failureText} onRetry={events.retryStudent} /> : null}
      {courseAllocated ? <CourseAllocatedModal onLogIn={events.logIn} /> : null}
    </>
  );
}
