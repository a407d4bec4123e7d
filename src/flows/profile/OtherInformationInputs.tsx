import { Trans, useLingui } from '@lingui/react/macro';

import type { FlexiField } from '@contracts/courseConfig';
import { citationCountyFieldId, type CountyAgency, countyAgencyFieldId } from '@contracts/profile';
import { dropdownChoices, formatSsn } from '@shared/flexi/flexiFieldInput';
import {
  completionBy,
  digitsOnly,
  flexiKey,
  flexiNames,
  isPhoneField,
  isSsnField,
  needsConfirm,
  otherCourtValue,
} from '@shared/flexi/flexiFieldRules';
import type { UseFormReturn } from '@shared/forms/types';
import { isoFromUsDate, usDateFromIso } from '@shared/person/usDate';
import { SelectField } from '@shared/ui/SelectField';
import { TextField } from '@shared/ui/TextField';

import { isSsnLastFourField } from './otherInformationFields';
import {
  asksCountyAgency,
  citationCountyKey,
  countyAgencyKey,
  type OtherInformationFormValues,
} from './otherInformationForm';

interface OtherInformationInputsProps {
  form: UseFormReturn<OtherInformationFormValues>;
  fields: FlexiField[];
  /** A stored government-fleet tag makes VEHICLE_TAG read-only (02 §5). */
  vehicleTagStored: boolean;
  /** Field 161's choices: Los Angeles' agencies once loaded. */
  agencies: CountyAgency[];
  agenciesLoading: boolean;
  /** The words of a failed agency list (02 §8 dropdown processing failure). */
  agencyFailureText?: string;
  /** Field 89 changed (02 §9): the page loads or clears field 161's choices. */
  onCountyChange: (countyCode: string) => void;
}

/** How a typed value is kept (02 §5): SSN dashes after 3 and 5 digits, phone-like fields 10 digits, numbers digits. */
function filterOf(field: FlexiField): ((value: string) => string) | undefined {
  if (isSsnField(field)) return formatSsn;
  if (isPhoneField(field)) return (value) => digitsOnly(value).slice(0, 10);
  if (isSsnLastFourField(field)) return (value) => digitsOnly(value).slice(0, 4);
  if (field.flexiFieldType === 'NUMBER') return digitsOnly;
  return undefined;
}

/** 02 §5 "Other information" inputs: text, number, MM-DD-YYYY dates and (dependent) dropdowns, with confirm inputs. */
export function OtherInformationInputs(props: OtherInformationInputsProps) {
  const { form, fields } = props;
  const { t } = useLingui();
  const { setValue, watch } = form;
  const county = fields.find((f) => f.flexiFieldName === flexiNames.county);
  const court = fields.find((f) => f.flexiFieldName === flexiNames.court);
  const dueDate = fields.find((f) => f.flexiFieldName === flexiNames.citationDueDate);
  const countyValue = county ? watch(`flexi.${flexiKey(county)}`) : undefined;
  const courtValue = court ? watch(`flexi.${flexiKey(court)}`) : undefined;
  const losAngeles = asksCountyAgency({ flexi: { [citationCountyKey]: watch(`flexi.${citationCountyKey}`) ?? '' } });
  const dueDateValue = dueDate ? watch(`flexi.${flexiKey(dueDate)}`) : undefined;
  const completion = dueDateValue ? completionBy(isoFromUsDate(dueDateValue.trim()), new Date()) : undefined;
  // 01 §5 / 02 §5 court rule, as registration shows it: finish 7 days before the court date.
  const completeBy = completion ? usDateFromIso(completion.date) : '';
  const daysLeft = completion?.daysLeft ?? 0;

  const dropdown = (field: FlexiField, label: string) => {
    const key = flexiKey(field);
    const name = `flexi.${key}` as const;
    if (field.flexiFieldId === countyAgencyFieldId) {
      const hint = !losAngeles
        ? t`Asked when the county of the citation is Los Angeles.`
        : props.agenciesLoading
          ? t`Loading the county agencies…`
          : undefined;
      const registered = form.field(name);
      return (
        <div key={key}>
          <SelectField
            // A new list of choices is a new select, so it shows the value the form holds.
            key={`${key}-${props.agencies.length}`}
            label={losAngeles ? `${label}*` : label}
            placeholder={t`Select`}
            choices={props.agencies.map((agency) => ({ value: agency.label, label: agency.label }))}
            disabled={!losAngeles || props.agencies.length === 0}
            {...registered}
            error={registered.error ?? (losAngeles ? props.agencyFailureText : undefined)}
          />
          {hint ? <p className="profile-hint">{hint}</p> : null}
        </div>
      );
    }
    const onChange =
      field === county && court
        ? () => setValue(`flexi.${flexiKey(court)}`, '')
        : field.flexiFieldId === citationCountyFieldId
          ? (event: { target: { value: string } }) => {
              setValue(`flexi.${countyAgencyKey}`, '');
              props.onCountyChange(event.target.value);
            }
          : undefined;
    return (
      <SelectField
        key={key}
        label={label}
        placeholder={t`Select`}
        choices={dropdownChoices(field, countyValue)}
        {...form.field(name, { onChange })}
      />
    );
  };

  return (
    <>
      {fields.map((field) => {
        const key = flexiKey(field);
        const name = `flexi.${key}` as const;
        const label = field.isMandatoryField ? `${field.flexiFieldDescription}*` : field.flexiFieldDescription;
        if (field.flexiFieldType === 'DROPDOWN') return dropdown(field, label);
        const filter = filterOf(field);
        const onChange = filter
          ? (event: { target: { value: string } }) => {
              const shown = filter(event.target.value);
              if (shown !== event.target.value) setValue(name, shown);
            }
          : undefined;
        const date = field.flexiFieldType === 'DATE';
        return (
          <div key={key}>
            <TextField
              label={label}
              placeholder={date ? 'MM-DD-YYYY' : undefined}
              inputMode={(filter && !isSsnField(field)) || date ? 'numeric' : undefined}
              readOnly={field.flexiFieldName === flexiNames.vehicleTag && props.vehicleTagStored}
              {...form.field(name, { onChange })}
            />
            {field === dueDate && completion ? (
              <p className="profile-hint">
                <Trans>
                  Complete the course by {completeBy} ({daysLeft} days left)
                </Trans>
              </p>
            ) : null}
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
