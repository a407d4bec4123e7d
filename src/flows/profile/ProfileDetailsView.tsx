import { useSelector } from '@xstate/react';

import { addressProblem } from '@machines/personalInformation';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { personDetailsFormValues } from '@shared/person/personDetailsForm';
import { Alert } from '@shared/ui/Alert';

import { ProfileDetailsForm } from './ProfileDetailsForm';
import { type ProfileDetailsRef, useProfileDetailsEvents } from './useProfileEvents';

/** The "Profile" tab's form: the details as saved (or as last sent, after a refusal). */
export function ProfileDetailsView({ actor }: { actor: ProfileDetailsRef }) {
  const saved = useSelector(actor, (s) => s.context.saved);
  const sent = useSelector(actor, (s) => s.context.values);
  const states = useSelector(actor, (s) => s.context.states);
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const failure = useSelector(actor, (s) => (s.matches('editing') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const fieldProblem = addressProblem(failure);
  const { submit } = useProfileDetailsEvents(actor);
  return (
    <>
      {failure && !fieldProblem ? <Alert tone="error">{failureText}</Alert> : null}
      <ProfileDetailsForm
        // Read when the form first shows only; afterwards it keeps what the student typed.
        initialValues={personDetailsFormValues(sent ?? saved)}
        emailId={saved.emailId}
        states={states}
        busy={busy}
        addressProblem={fieldProblem}
        onSubmit={submit}
      />
    </>
  );
}
