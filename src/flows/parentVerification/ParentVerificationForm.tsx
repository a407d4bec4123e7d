import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { personLimits } from '@contracts/account';
import type { UsState } from '@contracts/states';
import type { ParentFields } from '@machines/parentVerification';
import { useForm } from '@shared/forms/useForm';
import { mobileFormatting, mobileInputProps } from '@shared/person/mobileInput';
import { PersonForm } from '@shared/person/PersonForm';
import { StateSelectField } from '@shared/person/StateSelectField';
import { TextField } from '@shared/ui/TextField';

import { ParentBirthDateField } from './ParentBirthDateField';
import {
  parentVerificationFormSchema,
  type ParentVerificationFormValues,
  toParentFields,
} from './parentVerificationForm';

interface ParentVerificationFormProps {
  initialValues: ParentVerificationFormValues;
  /** In display order; only states with a code can be sent. */
  states: UsState[];
  busy: boolean;
  onSubmit: (fields: ParentFields) => void;
}

/** 02 §5 Parent verification form. */
export function ParentVerificationForm({ initialValues, states, busy, onSubmit }: ParentVerificationFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => parentVerificationFormSchema(i18n), [i18n]);
  const { field, handleSubmit, formState, setValue, watch } = useForm<ParentVerificationFormValues>({
    schema,
    defaultValues: initialValues,
  });
  const typedBirthDate = watch('parentDateOfBirth');
  const withCode = useMemo(() => states.filter((state) => state.stateCode), [states]);

  return (
    <PersonForm
      label={t`Parent verification`}
      submit={<Trans>Verify</Trans>}
      busy={busy}
      onSubmit={handleSubmit((values) => onSubmit(toParentFields(values)))}
    >
      <TextField label={t`Parent first name*`} autoComplete="off" {...field('parentFirstName')} />
      <TextField label={t`Parent middle name`} autoComplete="off" {...field('parentMiddleName')} />
      <TextField label={t`Parent last name*`} autoComplete="off" {...field('parentLastName')} />
      <ParentBirthDateField
        label={t`Parent date of birth* (MM-DD-YYYY)`}
        typed={typedBirthDate}
        onPick={(value) => setValue('parentDateOfBirth', value, { shouldValidate: formState.isSubmitted })}
        {...field('parentDateOfBirth')}
      />
      <TextField label={t`Parent email address*`} type="email" autoComplete="off" {...field('parentEmail')} />
      <TextField
        label={t`Parent mobile number*`}
        autoComplete="off"
        {...mobileInputProps}
        {...field('parentMobileNumber', mobileFormatting('parentMobileNumber', setValue))}
      />
      <TextField
        label={t`Parent street address*`}
        autoComplete="off"
        maxLength={personLimits.streetMax}
        {...field('parentStreet')}
      />
      <TextField label={t`Parent city*`} autoComplete="off" {...field('parentCity')} />
      <StateSelectField
        label={t`Parent state*`}
        placeholder={t`Select a state`}
        states={withCode}
        valueOf={(state) => state.stateCode ?? ''}
        {...field('parentState')}
      />
      <TextField label={t`Parent zip code*`} inputMode="numeric" autoComplete="off" {...field('parentZip')} />
    </PersonForm>
  );
}
