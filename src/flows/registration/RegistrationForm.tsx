import { Trans, useLingui } from '@lingui/react/macro';

import type { FlexiField } from '@contracts/courseConfig';
import { registrationLimits } from '@contracts/registrationLimits';
import type { UsState } from '@contracts/states';
import { completionBy, flexiKey, flexiNames, formatPhone } from '@shared/flexi/flexiFieldRules';
import type { UseFormReturn } from '@shared/forms/types';
import { Button } from '@shared/ui/Button';
import { loadOnUse } from '@shared/ui/loadOnUse';
import { PasswordField } from '@shared/ui/PasswordField';
import { SelectField } from '@shared/ui/SelectField';
import { TextField } from '@shared/ui/TextField';

import { CourtReferralNotice } from './CourseNotices';
import type { RegistrationFormValues } from './registrationForm';

// Most courses have no flexi fields: their inputs load when a course has some.
const FlexiFieldInputs = loadOnUse(() => import('./FlexiFieldInputs').then((m) => m.FlexiFieldInputs));

export interface RegistrationFormProps {
  form: UseFormReturn<RegistrationFormValues>;
  /** The state list (already in the order shown); empty: no state field. */
  states: UsState[];
  flexiFields: FlexiField[];
  courtReferral: boolean;
  /** The flexi fields are the court's diversion fields. */
  diversion: boolean;
  vehicleTagStored: boolean;
  /** Reason 'SPIDER Drivers Education': parent e-mail field and the parents' privacy text. */
  parentFlow: boolean;
  /** The course is being remapped or the registration is being sent. */
  busy: boolean;
  /** A status 'Fail' registration message shown under the e-mail field (01 §8). */
  emailError?: string;
  onStateSelect: (stateId: number) => void;
  onSubmit: (values: RegistrationFormValues) => void;
}

/** 01 §2 registration form: student details, state, extra fields, opt-ins, privacy link. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { form, states, flexiFields, parentFlow, busy } = props;
  const { t } = useLingui();
  const { register, field, handleSubmit, formState, setValue, watch } = form;
  const dueDateField = flexiFields.find((f) => f.flexiFieldName === flexiNames.citationDueDate);
  const dueDate = dueDateField ? watch(`flexi.${flexiKey(dueDateField)}`) : undefined;
  const completion = dueDate ? completionBy(dueDate, new Date()) : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(props.onSubmit)} aria-label={t`Registration`}>
      <CourtReferralNotice courtReferral={props.courtReferral} completion={completion} />
      <TextField label={t`First Name*`} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t`Last Name*`} autoComplete="family-name" {...field('lastName')} />
      <TextField
        label={t`Email Address*`}
        type="email"
        autoComplete="email"
        maxLength={registrationLimits.emailMax}
        error={formState.errors.emailId?.message ?? props.emailError}
        {...register('emailId')}
      />
      {parentFlow ? (
        <TextField
          label={t`Parent Email Address`}
          type="email"
          maxLength={registrationLimits.emailMax}
          {...field('parentEmail')}
        />
      ) : null}
      <TextField
        label={t`Mobile Number`}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        placeholder="###-###-####"
        {...field('mobileNumber', {
          onChange: (event: { target: { value: string } }) => {
            const shown = formatPhone(event.target.value);
            if (shown !== event.target.value) setValue('mobileNumber', shown);
          },
        })}
      />
      <PasswordField label={t`Password*`} autoComplete="new-password" {...field('password')} />
      {states.length > 0 ? (
        <SelectField
          label={t`State*`}
          placeholder={t`Select your state`}
          choices={states.map((s) => ({ value: String(s.stateId), label: s.stateName }))}
          {...field('stateId', {
            onChange: (event: { target: { value: string } }) =>
              event.target.value && props.onStateSelect(Number(event.target.value)),
          })}
        />
      ) : null}
      {flexiFields.length > 0 ? (
        <fieldset className="registration__flexi">
          <legend>{props.diversion ? <Trans>Court information</Trans> : <Trans>Course information</Trans>}</legend>
          <FlexiFieldInputs form={form} fields={flexiFields} vehicleTagStored={props.vehicleTagStored} />
        </fieldset>
      ) : null}
      <label className="registration__check">
        <input type="checkbox" {...register('isStudentOptSms')} />{' '}
        <Trans>Send me course updates by text message (SMS)</Trans>
      </label>
      <label className="registration__check">
        <input type="checkbox" {...register('isStudentOptMail')} /> <Trans>Send me course updates by e-mail</Trans>
      </label>
      <p className="registration__privacy">
        <a href="/privacy-policy" target="_blank" rel="noreferrer">
          {parentFlow ? <Trans>Privacy Policy for parents and students</Trans> : <Trans>Privacy Policy</Trans>}
        </a>
      </p>
      <Button type="submit" busy={busy}>
        <Trans>Sign Up</Trans>
      </Button>
    </form>
  );
}
