import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { genders, type PersonalInformation, personLimits } from '@contracts/account';
import type { UsState } from '@contracts/states';
import type { AddressProblem } from '@machines/personalInformation';
import { useForm } from '@shared/forms/useForm';
import { mobileFormatting, mobileInputProps } from '@shared/person/mobileInput';
import { PersonForm } from '@shared/person/PersonForm';
import { StateSelectField } from '@shared/person/StateSelectField';
import { SelectField } from '@shared/ui/SelectField';
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
  const { register, field, handleSubmit, formState, setValue } = useForm<PersonalInformationFormValues>({
    schema,
    defaultValues: initialValues,
  });
  const errors = formState.errors;
  const genderLabels: Record<(typeof genders)[number], string> = {
    Male: t`Male`,
    Female: t`Female`,
    Other: t`Other`,
    'Prefer not to say': t`Prefer not to say`,
  };

  return (
    <PersonForm
      label={t`Personal information`}
      submit={<Trans>Save and continue</Trans>}
      busy={busy}
      onSubmit={handleSubmit((values) => onSubmit(toPersonalInformation(values)))}
    >
      <TextField label={t`First name*`} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t`Middle name`} autoComplete="additional-name" {...field('middleName')} />
      <TextField label={t`Last name*`} autoComplete="family-name" {...field('lastName')} />
      <TextField
        label={t`Date of birth* (MM-DD-YYYY)`}
        autoComplete="bday"
        inputMode="numeric"
        placeholder="MM-DD-YYYY"
        {...field('dateOfBirth')}
      />
      <SelectField
        label={t`Gender*`}
        placeholder={t`Select your gender`}
        choices={genders.map((gender) => ({ value: gender, label: genderLabels[gender] }))}
        {...field('gender')}
      />
      <TextField label={t`Parent email address`} type="email" autoComplete="off" {...field('parentEmail')} />
      <TextField
        label={t`Mobile number*`}
        autoComplete="tel-national"
        {...mobileInputProps}
        {...field('mobileNumber', mobileFormatting('mobileNumber', setValue))}
      />
      <TextField
        label={t`Street address*`}
        autoComplete="address-line1"
        maxLength={personLimits.streetMax}
        error={errors.street?.message ?? (addressProblem === 'street' ? t`Please provide Valid address` : undefined)}
        {...register('street')}
      />
      <TextField
        label={t`Apartment, suite, unit`}
        autoComplete="address-line2"
        maxLength={personLimits.apartmentMax}
        {...field('apartment')}
      />
      <TextField label={t`City*`} autoComplete="address-level2" {...field('city')} />
      <StateSelectField
        label={t`State*`}
        placeholder={t`Select your state`}
        states={states}
        valueOf={(state) => String(state.stateId)}
        {...field('stateId')}
      />
      <TextField
        label={t`Zip code*`}
        autoComplete="postal-code"
        inputMode="numeric"
        error={errors.zip?.message ?? (addressProblem === 'zip' ? t`Please enter valid Zip code` : undefined)}
        {...register('zip')}
      />
    </PersonForm>
  );
}
