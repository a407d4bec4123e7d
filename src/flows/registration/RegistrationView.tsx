import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import type { Organisation } from '@contracts/organisation';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { RegistrationDisclaimer } from './CourseNotices';
import { LoadingProgress } from './LoadingProgress';
import { RegistrationContext } from './RegistrationContext';
import { RegistrationForm } from './RegistrationForm';
import { parseAllowedDomains, type RegistrationFormOptions, type RegistrationFormValues } from './registrationForm';
import type { RegistrationSubmission } from './registrationSubmission';
import { submitRules } from './submitRules';
import { useRegistrationEvents } from './useRegistrationEvents';
import { useRegistrationForm } from './useRegistrationForm';

import './registration.css';

/** 01 §4: the reason name that enables the parent e-mail field (and the parents' privacy text). */
export const parentFlowReason = 'SPIDER Drivers Education';
/** Organisation / config attribute with the comma list of allowed e-mail domains or endings. */
export const emailDomainAttribute = 'EMAIL_DOMAIN_RESTRICTION';

export interface RegistrationViewProps {
  organisation?: Organisation;
  attributes: Record<string, string>;
  /** The stored county ledger (court flow entered from a court lookup). */
  storedCountyLedgerId?: number;
  submission: RegistrationSubmission;
}

/** The registration page (01 §2 /register): set-up progress, page parts and the form. */
export function RegistrationView({
  organisation,
  attributes,
  storedCountyLedgerId,
  submission,
}: RegistrationViewProps) {
  const { t } = useLingui();
  const progress = RegistrationContext.useSelector((s) => (s.matches('loading') ? s.context.progress : undefined));
  const failed = RegistrationContext.useSelector((s) => s.matches('failed'));
  const remapping = RegistrationContext.useSelector((s) => s.matches('remapping'));
  const failure = RegistrationContext.useSelector((s) => s.context.failure);
  const failureText = useFailureMessage(failure);
  const courseName = RegistrationContext.useSelector((s) => s.context.courseName);
  const states = RegistrationContext.useSelector((s) => s.context.states);
  const flexiFields = RegistrationContext.useSelector((s) => s.context.flexiFields);
  const courseInformation = RegistrationContext.useSelector((s) => s.context.courseInformation);
  const configCourseId = RegistrationContext.useSelector((s) => s.context.configCourseId);
  const stateId = RegistrationContext.useSelector((s) => s.context.stateId);
  const entry = RegistrationContext.useSelector((s) => s.context.entry);
  const events = useRegistrationEvents();

  const parentFlow = organisation?.reason?.reasonName === parentFlowReason;
  const allowedDomains = attributes[emailDomainAttribute];
  const options = useMemo<RegistrationFormOptions>(
    () => ({
      stateRequired: states.length > 0,
      parentEmail: parentFlow,
      allowedEmailDomains: parseAllowedDomains(allowedDomains),
      flexiFields,
    }),
    [states, parentFlow, allowedDomains, flexiFields],
  );
  const form = useRegistrationForm(options, entry.vehicleTag);

  // The rules have arrived by now: the form's validation waited for them.
  const onSubmit = (values: RegistrationFormValues) =>
    void submitRules.load().then(({ buildRegistrationRequest }) =>
      submission.submit(
        buildRegistrationRequest(values, {
          configCourseId,
          organisationId: entry.organisationId ?? organisation?.organisationId,
          stateId,
          stateList: states.length > 0,
          parentEmail: parentFlow,
          countyLedgerId: courseInformation?.countyLedgerId ?? storedCountyLedgerId,
          vehicleTag: entry.vehicleTag,
          tracking: entry.tracking,
          flexiFields,
        }),
        // 01 §4 SMS opt-in: consent is asked when the organisation sends texts (isTwilioRequired).
        { consentRequired: organisation?.isTwilioRequired ?? false, optedIn: values.isStudentOptSms },
      ),
    );

  return (
    <main className="registration">
      <h1>
        <Trans>Create your account</Trans>
      </h1>
      {courseName ? (
        <p className="registration__course">
          <Trans>Course: {courseName}</Trans>
        </p>
      ) : null}
      {progress !== undefined ? <LoadingProgress label={t`Loading the registration form`} value={progress} /> : null}
      {failed ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {!failed && failure ? <Alert tone="error">{failureText}</Alert> : null}
      {progress === undefined && !failed && !organisation?.isCourseExpired ? (
        <>
          {organisation?.isRegistrationDisclaimerRequired && organisation.registrationDisclaimerMessage ? (
            <RegistrationDisclaimer html={organisation.registrationDisclaimerMessage} />
          ) : null}
          <RegistrationForm
            form={form}
            states={states}
            flexiFields={flexiFields}
            courtReferral={courseInformation?.isCourtReferral ?? false}
            diversion={courseInformation?.isDiversionFieldAtRegistration ?? false}
            vehicleTagStored={Boolean(entry.vehicleTag)}
            parentFlow={parentFlow}
            busy={remapping || submission.busy}
            emailError={submission.emailError}
            onStateSelect={events.selectState}
            onSubmit={onSubmit}
          />
        </>
      ) : null}
    </main>
  );
}
