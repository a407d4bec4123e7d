import { useEffect, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import type { FlexiField } from '@contracts/registration';
import { flexiKey, flexiNames } from './flexiFieldRules';
import { emptyRegistrationForm, registrationFormSchema, type RegistrationFormOptions, type RegistrationFormValues } from './registrationForm';

/**
 * The registration form's state, kept by the page so typed values survive a course reload
 * (a state's remapping), validated with the rules for the fields shown now.
 */
export function useRegistrationForm(options: RegistrationFormOptions, vehicleTag: string | undefined) {
  const { i18n } = useLingui();
  const schema = useMemo(() => registrationFormSchema(i18n, options), [i18n, options]);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver = useMemo<Resolver<RegistrationFormValues>>(() => (values, context, opts) => zodResolver(schemaRef.current)(values, context, opts), []);
  const form = useForm<RegistrationFormValues>({ resolver, mode: 'onSubmit', defaultValues: emptyRegistrationForm([], vehicleTag) });
  useFlexiDefaults(form.getValues, form.setValue, options.flexiFields, vehicleTag);
  return form;
}

/** Fields that arrive (or change with the course) start with their server value, VEHICLE_TAG with the stored tag. */
function useFlexiDefaults(
  getValues: ReturnType<typeof useForm<RegistrationFormValues>>['getValues'],
  setValue: ReturnType<typeof useForm<RegistrationFormValues>>['setValue'],
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
