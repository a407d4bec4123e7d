import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { ExpressSettings, PaymentMethod, PhoneOfferContext } from '@machines/expressRegistration';
import { useFailureMessage, useServerMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { LockIcon } from '@shared/ui/icons';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { AlreadyRegisteredModal } from '../registrationSubmit/AlreadyRegisteredModal';
import { ExpressEmailForm } from './ExpressEmailForm';
import { ExpressErrorModal } from './ExpressModals';
import { ExpressRegistrationContext } from './ExpressRegistrationContext';
import { type ExpressEntry, expressRequest } from './expressRequest';
import { useExpressEvents } from './useExpressEvents';

export interface ExpressRegistrationViewProps {
  entry: ExpressEntry;
  settings: ExpressSettings;
  /** The number and consent kept by the phone offer. */
  phone: PhoneOfferContext;
}

/** 01 §9: the mobile wallet only for config course 405. */
const mobileWalletCourse = 405;

/** 01 §2, §4 Express registration: the e-mail, payment buttons, badges and the flow's modals. */
export function ExpressRegistrationView({ entry, settings, phone }: ExpressRegistrationViewProps) {
  const { t } = useLingui();
  const busy = ExpressRegistrationContext.useSelector((s) => s.hasTag('busy'));
  const alreadyRegistered = ExpressRegistrationContext.useSelector((s) => s.matches('alreadyRegistered'));
  const failedState = ExpressRegistrationContext.useSelector((s) => s.matches('failed'));
  const failure = ExpressRegistrationContext.useSelector((s) =>
    s.matches('failed') || s.matches('checkoutFailed') ? s.context.failure : undefined,
  );
  const checkoutFailed = ExpressRegistrationContext.useSelector((s) => s.matches('checkoutFailed'));
  const ineligibleMessage = ExpressRegistrationContext.useSelector((s) =>
    s.matches('notEligible') ? (s.context.registered?.message ?? '') : undefined,
  );
  const failureText = useFailureMessage(failure);
  const eligibilityText = useServerMessage(ineligibleMessage);
  const { submit, logIn, changeEmail, reloadPage, retryCheckout } = useExpressEvents();
  // 'Continue with a new e-mail' starts an empty form.
  const [formKey, setFormKey] = useState(0);
  const onSubmit = (emailId: string, method: PaymentMethod) =>
    submit(expressRequest(entry, emailId, method, phone), settings);

  return (
    <section className="express__signup" aria-label={t`Register`}>
      <ExpressEmailForm
        key={formKey}
        busy={busy}
        mobileWallet={entry.configCourseId === mobileWalletCourse}
        onSubmit={onSubmit}
      />
      {ineligibleMessage !== undefined ? (
        <Alert tone="error">
          {eligibilityText || t`You are not eligible to take this course. Please contact our support team.`}
        </Alert>
      ) : null}
      {checkoutFailed ? <RetryPanel message={failureText} onRetry={retryCheckout} /> : null}
      <p className="express__trust">
        <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">
          <Trans>Terms and Conditions</Trans>
        </a>
        <span className="express__secure">
          <LockIcon /> <Trans>Secure transaction</Trans>
        </span>
      </p>
      {alreadyRegistered ? (
        <AlreadyRegisteredModal
          onLogIn={logIn}
          onUseAnotherEmail={() => {
            setFormKey((key) => key + 1);
            changeEmail();
          }}
        />
      ) : null}
      {failedState ? <ExpressErrorModal message={failure ? failureText : undefined} onTryAgain={reloadPage} /> : null}
    </section>
  );
}
