import { useLingui } from '@lingui/react/macro';

import type { FlexiField } from '@contracts/courseConfig';
import { dropdownChoices, formatSsn } from '@shared/flexi/flexiFieldInput';
import {
  digitsOnly,
  flexiKey,
  flexiNames,
  isPhoneField,
  isSsnField,
  needsConfirm,
  otherCourtValue,
} from '@shared/flexi/flexiFieldRules';
import type { UseFormReturn } from '@shared/forms/types';
import { SelectField } from '@shared/ui/SelectField';
import { TextField } from '@shared/ui/TextField';

import type { RegistrationFormValues } from './registrationForm';

interface FlexiFieldInputsProps {
  form: UseFormReturn<RegistrationFormValues>;
  fields: FlexiField[];
  /** A stored government-fleet tag makes VEHICLE_TAG read-only. */
  vehicleTagStored: boolean;
}

/** 01 §3/§5 extra registration fields: text, number, date and (dependent) dropdowns. */
export function FlexiFieldInputs({ form, fields, vehicleTagStored }: FlexiFieldInputsProps) {
  const { t } = useLingui();
  const { setValue, watch } = form;
  const county = fields.find((f) => f.flexiFieldName === flexiNames.county);
  const court = fields.find((f) => f.flexiFieldName === flexiNames.court);
  const countyValue = county ? watch(`flexi.${flexiKey(county)}`) : undefined;
  const courtValue = court ? watch(`flexi.${flexiKey(court)}`) : undefined;

  return (
    <>
      {fields.map((field) => {
        const key = flexiKey(field);
        const name = `flexi.${key}` as const;
        const label = field.isMandatoryField ? `${field.flexiFieldDescription}*` : field.flexiFieldDescription;
        if (field.flexiFieldType === 'DROPDOWN') {
          const onChange = field === county && court ? () => setValue(`flexi.${flexiKey(court)}`, '') : undefined;
          return (
            <SelectField
              key={key}
              label={label}
              placeholder={t`Select`}
              choices={dropdownChoices(field, countyValue)}
              {...form.field(name, { onChange })}
            />
          );
        }
        const filter = isSsnField(field)
          ? formatSsn
          : isPhoneField(field) || field.flexiFieldType === 'NUMBER'
            ? digitsOnly
            : undefined;
        const onChange = filter
          ? (event: { target: { value: string } }) => {
              const shown = filter(event.target.value);
              if (shown !== event.target.value) setValue(name, shown);
            }
          : undefined;
        const readOnly = field.flexiFieldName === flexiNames.vehicleTag && vehicleTagStored;
        return (
          <div key={key}>
            <TextField
              label={label}
              type={field.flexiFieldType === 'DATE' ? 'date' : 'text'}
              inputMode={filter && !isSsnField(field) ? 'numeric' : undefined}
              readOnly={readOnly}
              {...form.field(name, { onChange })}
            />
            {needsConfirm(field) ? (
              <TextField label={t`Confirm ${field.flexiFieldDescription}`} {...form.field(`flexiConfirm.${key}`)} />
            ) : null}
          </div>
        );
      })}
      {court && courtValue === otherCourtValue ? (
        <TextField label={t`Other court*`} {...form.field('otherCourt')} />
      ) : null}
    </>
  );
}
