import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { genders, type PersonalInformation, personLimits } from '@contracts/account';
import type { UsState } from '@contracts/states';
import type { AddressProblem } from '@machines/personalInformation';
import { useForm } from '@shared/forms/useForm';
import { mobileFormatting } from '@shared/person/mobileInput';
import { StateSelectField } from '@shared/person/StateSelectField';
import { Button } from '@shared/ui/Button';
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
  const { register, handleSubmit, formState, setValue } = useForm<PersonalInformationFormValues>({
    schema,
    mode: 'onSubmit',
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
    <form
      noValidate
      className="person-form"
      aria-label={t`Personal information`}
      onSubmit={handleSubmit((values) => onSubmit(toPersonalInformation(values)))}
    >
      <div className="person-form__grid">
        <TextField
          label={t`First name*`}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t`Middle name`}
          autoComplete="additional-name"
          error={errors.middleName?.message}
          {...register('middleName')}
        />
        <TextField
          label={t`Last name*`}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t`Date of birth* (MM-DD-YYYY)`}
          autoComplete="bday"
          inputMode="numeric"
          placeholder="MM-DD-YYYY"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <SelectField
          label={t`Gender*`}
          placeholder={t`Select your gender`}
          choices={genders.map((gender) => ({ value: gender, label: genderLabels[gender] }))}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label={t`Parent email address`}
          type="email"
          autoComplete="off"
          error={errors.parentEmail?.message}
          {...register('parentEmail')}
        />
        <TextField
          label={t`Mobile number*`}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder="###-###-####"
          error={errors.mobileNumber?.message}
          {...register('mobileNumber', mobileFormatting('mobileNumber', setValue))}
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
          error={errors.apartment?.message}
          {...register('apartment')}
        />
        <TextField label={t`City*`} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <StateSelectField
          label={t`State*`}
          placeholder={t`Select your state`}
          states={states}
          valueOf={(state) => String(state.stateId)}
          error={errors.stateId?.message}
          {...register('stateId')}
        />
        <TextField
          label={t`Zip code*`}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zip?.message ?? (addressProblem === 'zip' ? t`Please enter valid Zip code` : undefined)}
          {...register('zip')}
        />
      </div>
      <Button type="submit" busy={busy}>
        <Trans>Save and continue</Trans>
      </Button>
    </form>
  );
}
