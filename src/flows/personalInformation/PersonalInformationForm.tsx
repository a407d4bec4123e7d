import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import type { PersonalInformation } from '@contracts/account';
import type { UsState } from '@contracts/states';
import type { AddressProblem } from '@machines/personalInformation';
import { useForm } from '@shared/forms/useForm';
import { PersonDetailsFields } from '@shared/person/PersonDetailsFields';
import { PersonForm } from '@shared/person/PersonForm';
import { TextField } from '@shared/ui/TextField';

import {
  personalInformationFormSchema,
  type PersonalInformationFormValues,
  toPersonalInformation,
} from './personalInformationForm';

interface PersonalInformationFormProps {
  initialValues: PersonalInformationFormValues;
  /** In display order. */
  states: UsState[];
  busy: boolean;
  /** The field a refused save points at (02 §8). */
  addressProblem?: AddressProblem;
  onSubmit: (values: PersonalInformation) => void;
}

/** 02 §3 Personal information form with the 02 §5 rules. */
export function PersonalInformationForm({
  initialValues,
  states,
  busy,
  addressProblem,
  onSubmit,
}: PersonalInformationFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => personalInformationFormSchema(i18n, new Date()), [i18n]);
  const { field, handleSubmit, setValue } = useForm<PersonalInformationFormValues>({
    schema,
    defaultValues: initialValues,
  });

  return (
    <PersonForm
      label={t`Personal information`}
      submit={<Trans>Save and continue</Trans>}
      busy={busy}
      onSubmit={handleSubmit((values) => onSubmit(toPersonalInformation(values)))}
    >
      <PersonDetailsFields
        field={field}
        setMobile={setValue}
        states={states}
        addressProblem={addressProblem}
        afterGender={
          <TextField label={t`Parent email address`} type="email" autoComplete="off" {...field('parentEmail')} />
        }
      />
    </PersonForm>
  );
}
