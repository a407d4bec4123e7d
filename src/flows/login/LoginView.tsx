import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isMachineSnapshot } from 'xstate';

import { isInvalidEmail } from '@machines/login';
import { useFailureMessage, useServerMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';

import { LazyEmailVerificationDialog as EmailVerificationFlow } from '../emailVerification/LazyEmailVerificationDialog';
import {
  LazyLegacyAccountModal as LegacyAccountModal,
  LazyLegacyPasswordMismatchModal as LegacyPasswordMismatchModal,
} from './LazyLegacyModals';
import { LazySecondFactorStep as SecondFactorStep } from './LazySecondFactorStep';
import { LoginContext } from './LoginContext';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from './SocialSignIn';
import { useLoginEvents } from './useLoginEvents';

/** The welcome-back page (01 §2 /login): form, social sign-in, and the flow's modals. */
export function LoginView({ notice }: { notice?: ReactNode }) {
  const busy = LoginContext.useSelector((s) => s.hasTag('busy'));
  const failure = LoginContext.useSelector((s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const socialLogin = LoginContext.useSelector((s) => s.context.socialLogin);
  const ineligibleMessage = useServerMessage(
    LoginContext.useSelector((s) => (s.matches('ineligible') ? s.context.session?.message : undefined)),
    LoginContext.useSelector((s) => (s.matches('ineligible') ? s.context.session?.notice : undefined)),
  );
  const verifyingStudentId = LoginContext.useSelector((s) =>
    s.matches('verifyingEmail') ? s.context.session?.student.studentId : undefined,
  );
  const legacyFound = LoginContext.useSelector((s) => s.matches('legacyFound'));
  const legacyMismatch = LoginContext.useSelector((s) => s.matches('legacyMismatch'));
  const secondFactor = LoginContext.useSelector((s) => {
    const child = s.children.twoFactorSignIn;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const events = useLoginEvents();
  const emailFailure = failure && isInvalidEmail(failure);

  return (
    <main className="auth-card">
      <h1>
        <Trans>Welcome back</Trans>
      </h1>
      {notice}
      {failure && !emailFailure ? <Alert tone="error">{failureText}</Alert> : null}
      {ineligibleMessage ? <Alert tone="error">{ineligibleMessage}</Alert> : null}
      {secondFactor ? (
        <SecondFactorStep actor={secondFactor} />
      ) : (
        <LoginForm
          busy={busy}
          serverEmailError={emailFailure ? failureText : undefined}
          onSubmit={events.submitCredentials}
        />
      )}
      {socialLogin && !secondFactor ? <SocialSignIn disabled={busy} onSelect={events.selectSocial} /> : null}
      <p>
        <Trans>New here?</Trans>{' '}
        <Link to="/register">
          <Trans>Create an account</Trans>
        </Link>
      </p>
      {legacyFound ? (
        <LegacyAccountModal
          onProceed={events.proceedToLegacyAccount}
          onRegister={events.registerAnew}
          onDismiss={events.dismissLegacy}
        />
      ) : null}
      {legacyMismatch ? <LegacyPasswordMismatchModal onDismiss={events.dismissLegacy} /> : null}
      {verifyingStudentId !== undefined ? (
        <EmailVerificationFlow studentId={verifyingStudentId} onVerified={events.emailVerified} />
      ) : null}
    </main>
  );
}
