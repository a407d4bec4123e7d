import { Trans, useLingui } from '@lingui/react/macro';

import { addressProblem } from '@machines/personalInformation';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { LoadRetryPanel } from '@shared/person/LoadRetryPanel';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';

import { PersonalInformationContext } from './PersonalInformationContext';
import { PersonalInformationForm } from './PersonalInformationForm';
import { personalInformationFormValues } from './personalInformationForm';
import { usePersonalInformationEvents } from './usePersonalInformationEvents';

import '@shared/person/personForm.css';

/** /home/personal-information and /home/fast-lane-personal-information. */
export function PersonalInformationView() {
  const { t } = useLingui();
  const fastLane = PersonalInformationContext.useSelector((s) => s.context.variant === 'fastLane');
  const loading = PersonalInformationContext.useSelector((s) => s.matches('loading') || s.matches('opening'));
  const left = PersonalInformationContext.useSelector((s) => s.matches('left'));
  const loadFailure = PersonalInformationContext.useSelector((s) =>
    s.matches('failed') ? s.context.loadFailure : undefined,
  );
  const formShown = PersonalInformationContext.useSelector((s) => s.matches('editing') || s.matches('saving'));
  const saving = PersonalInformationContext.useSelector((s) => s.matches('saving'));
  const saved = PersonalInformationContext.useSelector((s) => s.context.saved);
  const sent = PersonalInformationContext.useSelector((s) => s.context.values);
  const states = PersonalInformationContext.useSelector((s) => s.context.states);
  const saveFailure = PersonalInformationContext.useSelector((s) =>
    s.matches('editing') ? s.context.saveFailure : undefined,
  );
  const fieldProblem = addressProblem(saveFailure);
  const saveFailureText = useFailureMessage(saveFailure);
  const { submit, retry } = usePersonalInformationEvents();
  // Read by the form when it first shows only; afterwards it keeps what the student typed.
  const initialValues = personalInformationFormValues(saved, sent);

  return (
    <main className="page person-page">
      <h1>
        <Trans>Personal Information</Trans>
      </h1>
      {fastLane ? (
        <p className="person-page__intro">
          <Trans>One last step: tell us about yourself to complete your express sign-up and start your course.</Trans>
        </p>
      ) : (
        <p className="person-page__intro">
          <Trans>Please complete your personal information before you start your course.</Trans>
        </p>
      )}
      <section className="page__section">
        {loading ? <Loader label={t`Loading your personal information…`} /> : null}
        {left ? <Loader label={t`Taking you to the next step…`} /> : null}
        <LoadRetryPanel loadFailure={loadFailure} onRetry={retry} />
        {saveFailure && !fieldProblem ? <Alert tone="error">{saveFailureText}</Alert> : null}
        {formShown && states ? (
          <PersonalInformationForm
            initialValues={initialValues}
            states={states}
            busy={saving}
            addressProblem={fieldProblem}
            onSubmit={submit}
          />
        ) : null}
      </section>
    </main>
  );
}
