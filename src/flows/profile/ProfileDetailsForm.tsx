import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import type { UsState } from '@contracts/states';
import type { ProfileDetails } from '@machines/profileDetails';
import { useForm } from '@shared/forms/useForm';
import { type AddressField, PersonDetailsFields } from '@shared/person/PersonDetailsFields';
import {
  personDetailsFormSchema,
  type PersonDetailsFormValues,
  toPersonDetails,
} from '@shared/person/personDetailsForm';
import { PersonForm } from '@shared/person/PersonForm';
import { TextField } from '@shared/ui/TextField';

interface ProfileDetailsFormProps {
  initialValues: PersonDetailsFormValues;
  /** The account's e-mail, shown read-only. */
  emailId: string;
  /** In display order. */
  states: UsState[];
  busy: boolean;
  /** The field a refused save points at (02 §8). */
  addressProblem?: AddressField;
  onSubmit: (values: ProfileDetails) => void;
}

/** The student's details (02 §3 Personal information form, 02 §5 rules); the e-mail cannot be changed here. */
export function ProfileDetailsForm({
  initialValues,
  emailId,
  states,
  busy,
  addressProblem,
  onSubmit,
}: ProfileDetailsFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => personDetailsFormSchema(i18n, new Date()), [i18n]);
  const { field, handleSubmit, setValue } = useForm<PersonDetailsFormValues>({ schema, defaultValues: initialValues });
  return (
    <PersonForm
      label={t`Profile details`}
      submit={<Trans>Save profile</Trans>}
      busy={busy}
      onSubmit={handleSubmit((values) => onSubmit(toPersonDetails(values)))}
    >
      <TextField label={t`Email address`} type="email" value={emailId} readOnly />
      <PersonDetailsFields field={field} setMobile={setValue} states={states} addressProblem={addressProblem} />
    </PersonForm>
  );
}
