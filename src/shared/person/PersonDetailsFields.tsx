import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { genders, personLimits } from '@contracts/account';
import type { UsState } from '@contracts/states';
import type { FieldProps, RegisterOptions } from '@shared/forms/types';
import { SelectField } from '@shared/ui/SelectField';
import { TextField } from '@shared/ui/TextField';

import { mobileFormatting, mobileInputProps } from './mobileInput';
import type { PersonDetailsFormValues } from './personDetailsForm';
import { StateSelectField } from './StateSelectField';

/** The field a refused save points at (02 §8 'Please provide Valid address', 'Please enter valid Zip code'). */
export type AddressField = 'street' | 'zip';

interface PersonDetailsFieldsProps {
  /** The form's `field` (register and the field's message) over values that hold the details. */
  field: (name: keyof PersonDetailsFormValues, options?: RegisterOptions) => FieldProps & { error?: string };
  /** The form's `setValue` for the mobile number (shown ###-###-#### as it is typed). */
  setMobile: (name: 'mobileNumber', value: string) => void;
  /** In display order. */
  states: UsState[];
  /** The field a refused save points at. */
  addressProblem?: AddressField;
  /** Inputs a form adds after the gender (the personal information's parent e-mail). */
  afterGender?: ReactNode;
}

/**
 * The student's details with the 02 §5 rules (02 §3 Personal information form): names, birth date, gender, mobile
 * number and address; the personal information form and the profile lay them out in personForm.css's grid.
 */
export function PersonDetailsFields({
  field,
  setMobile,
  states,
  addressProblem,
  afterGender,
}: PersonDetailsFieldsProps) {
  const { t } = useLingui();
  const genderLabels: Record<(typeof genders)[number], string> = {
    Male: t`Male`,
    Female: t`Female`,
    Other: t`Other`,
    'Prefer not to say': t`Prefer not to say`,
  };
  const street = field('street');
  const zip = field('zip');
  return (
    <>
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
      {afterGender}
      <TextField
        label={t`Mobile number*`}
        autoComplete="tel-national"
        {...mobileInputProps}
        {...field('mobileNumber', mobileFormatting('mobileNumber', setMobile))}
      />
      <TextField
        label={t`Street address*`}
        autoComplete="address-line1"
        maxLength={personLimits.streetMax}
        {...street}
        error={street.error ?? (addressProblem === 'street' ? t`Please provide Valid address` : undefined)}
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
        {...zip}
        error={zip.error ?? (addressProblem === 'zip' ? t`Please enter valid Zip code` : undefined)}
      />
    </>
  );
}
