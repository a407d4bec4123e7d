import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';

import type { FlexiField } from '@contracts/courseConfig';
import { flexiKey, flexiNames } from '@shared/flexi/flexiFieldRules';
import { schemaValidator } from '@shared/forms/schemaValidator';
import type { UseFormReturn, Validate } from '@shared/forms/types';
import { useForm } from '@shared/forms/useForm';

import { emptyRegistrationForm, type RegistrationFormOptions, type RegistrationFormValues } from './registrationForm';
import { submitRules } from './submitRules';

/**
 * The registration form's state, kept by the page so typed values survive a course reload
 * (a state's remapping), validated with the rules for the fields shown now (the form always
 * validates with the rules of its latest render; a submit before they have loaded waits for them).
 */
export function useRegistrationForm(options: RegistrationFormOptions, vehicleTag: string | undefined) {
  const { i18n } = useLingui();
  const [rules, setRules] = useState(submitRules.loaded);
  const validate = useMemo<Validate<RegistrationFormValues>>(() => {
    if (rules) return schemaValidator(rules.registrationFormSchema(i18n, options));
    return (values) =>
      submitRules.load().then((loaded) => {
        setRules(loaded);
        return schemaValidator(loaded.registrationFormSchema(i18n, options))(values);
      });
  }, [rules, i18n, options]);
  const form = useForm<RegistrationFormValues>({ validate, defaultValues: emptyRegistrationForm([], vehicleTag) });
  useFlexiDefaults(form.getValues, form.setValue, options.flexiFields, vehicleTag);
  return form;
}
/** Fields that arrive (or change with the course) start with their server value, VEHICLE_TAG with the stored tag. */
function useFlexiDefaults(
  getValues: UseFormReturn<RegistrationFormValues>['getValues'],
  setValue: UseFormReturn<RegistrationFormValues>['setValue'],
  fields: FlexiField[],
  vehicleTag: string | undefined,
) {
  useEffect(() => {
    const defaults = emptyRegistrationForm(fields, vehicleTag).flexi;
    for (const field of fields) {
      const key = flexiKey(field);
      const current = getValues(`flexi.${key}`);
      const locked = field.flexiFieldName === flexiNames.vehicleTag && vehicleTag;
      if (current === undefined || locked) setValue(`flexi.${key}`, defaults[key] ?? '');
    }
  }, [getValues, setValue, fields, vehicleTag]);
}
