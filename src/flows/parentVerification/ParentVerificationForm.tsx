import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { personLimits } from '@contracts/account';
import type { UsState } from '@contracts/states';
import type { ParentFields } from '@machines/parentVerification';
import { useForm } from '@shared/forms/useForm';
import { mobileFormatting } from '@shared/person/mobileInput';
import { StateSelectField } from '@shared/person/StateSelectField';
import { Button } from '@shared/ui/Button';
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
  const { register, handleSubmit, formState, setValue, watch } = useForm<ParentVerificationFormValues>({
    schema,
    mode: 'onSubmit',
    defaultValues: initialValues,
  });
  const errors = formState.errors;
  const typedBirthDate = watch('parentDateOfBirth');
  const withCode = useMemo(() => states.filter((state) => state.stateCode), [states]);

  return (
    <form
      noValidate
      className="person-form"
      aria-label={t`Parent verification`}
      onSubmit={handleSubmit((values) => onSubmit(toParentFields(values)))}
    >
      <div className="person-form__grid">
        <TextField
          label={t`Parent first name*`}
          autoComplete="off"
          error={errors.parentFirstName?.message}
          {...register('parentFirstName')}
        />
        <TextField
          label={t`Parent middle name`}
          autoComplete="off"
          error={errors.parentMiddleName?.message}
          {...register('parentMiddleName')}
        />
        <TextField
          label={t`Parent last name*`}
          autoComplete="off"
          error={errors.parentLastName?.message}
          {...register('parentLastName')}
        />
        <ParentBirthDateField
          label={t`Parent date of birth* (MM-DD-YYYY)`}
          error={errors.parentDateOfBirth?.message}
          typed={typedBirthDate}
          onPick={(value) => setValue('parentDateOfBirth', value, { shouldValidate: formState.isSubmitted })}
          {...register('parentDateOfBirth')}
        />
        <TextField
          label={t`Parent email address*`}
          type="email"
          autoComplete="off"
          error={errors.parentEmail?.message}
          {...register('parentEmail')}
        />
        <TextField
          label={t`Parent mobile number*`}
          type="tel"
          inputMode="numeric"
          placeholder="###-###-####"
          autoComplete="off"
          error={errors.parentMobileNumber?.message}
          {...register('parentMobileNumber', mobileFormatting('parentMobileNumber', setValue))}
        />
        <TextField
          label={t`Parent street address*`}
          autoComplete="off"
          maxLength={personLimits.streetMax}
          error={errors.parentStreet?.message}
          {...register('parentStreet')}
        />
        <TextField
          label={t`Parent city*`}
          autoComplete="off"
          error={errors.parentCity?.message}
          {...register('parentCity')}
        />
        <StateSelectField
          label={t`Parent state*`}
          placeholder={t`Select a state`}
          states={withCode}
          valueOf={(state) => state.stateCode ?? ''}
          error={errors.parentState?.message}
          {...register('parentState')}
        />
        <TextField
          label={t`Parent zip code*`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.parentZip?.message}
          {...register('parentZip')}
        />
      </div>
      <Button type="submit" busy={busy}>
        <Trans>Verify</Trans>
      </Button>
    </form>
  );
}
