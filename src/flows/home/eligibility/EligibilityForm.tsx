import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';

import { violationNotListed } from '@contracts/eligibility';
import type { EligibilityPage, EligibilitySubmission } from '@machines/eligibility';
import type { FieldProps } from '@shared/forms/types';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';
import { SelectField } from '@shared/ui/SelectField';

import {
  eligibilityFormSchema,
  type EligibilityFormValues,
  eligibilitySubmissionOf,
  emptyEligibilityForm,
} from './eligibilityForm';
import { affirmationWords } from './eligibilityWords';

/** A yes/no question as two radio buttons in a fieldset. */
function YesNo({ legend, error, ...radio }: FieldProps & { legend: ReactNode; error?: string }) {
  return (
    <fieldset className="field eligibility-question">
      <legend className="field__label">{legend}</legend>
      <label>
        <input type="radio" value="yes" {...radio} /> <Trans>Yes</Trans>
      </label>{' '}
      <label>
        <input type="radio" value="no" {...radio} /> <Trans>No</Trans>
      </label>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

function DateInput({ label, error, ...input }: FieldProps & { label: ReactNode; error?: string }) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} type="date" {...input} />}
    </Field>
  );
}

/** The Arizona questions (A.R.S. 28-3392) and the signed affirmation; checked here first, then by the server. */
export function EligibilityForm({
  page,
  busy,
  onSubmit,
}: {
  page: EligibilityPage;
  busy: boolean;
  onSubmit: (submission: EligibilitySubmission) => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => eligibilityFormSchema(i18n), [i18n]);
  const { field, register, handleSubmit, watch, formState } = useForm<EligibilityFormValues>({
    schema,
    defaultValues: emptyEligibilityForm,
  });
  const months = page.rule.monthsBetweenCourses;
  const studentName = page.studentName;
  // The follow-up questions show while their question is answered yes.
  const previous = watch('previous');
  const cdl = watch('cdl');
  const submit = handleSubmit((values) => onSubmit(eligibilitySubmissionOf(values)));

  return (
    <form noValidate onSubmit={submit} className="eligibility-form">
      <SelectField
        label={t`The violation on your citation`}
        placeholder={t`Choose the violation`}
        choices={[
          ...page.violations.map((v) => ({ value: v.code, label: `${v.code}: ${v.description}` })),
          { value: violationNotListed, label: t`My violation is not on this list` },
        ]}
        {...field('violationCode')}
      />
      <DateInput label={t`Violation date`} {...field('violationDate')} />
      <DateInput label={t`Court date`} {...field('courtDate')} />
      <YesNo legend={t`Did the violation result in a serious physical injury or a death?`} {...field('injury')} />
      <YesNo
        legend={t`Have you attended a defensive driving school for an earlier violation?`}
        {...field('previous')}
      />
      {previous === 'yes' ? (
        <DateInput label={t`Date of the violation you attended that school for`} {...field('previousDate')} />
      ) : null}
      <YesNo legend={t`Do you hold a commercial driver licence (CDL)?`} {...field('cdl')} />
      {cdl === 'yes' ? (
        <YesNo
          legend={t`Were you driving a vehicle that needs only a class D or M licence, not for commercial purposes?`}
          {...field('vehicle')}
        />
      ) : null}
      <section className="eligibility-affirmation" aria-labelledby="eligibility-affirmation">
        <h2 id="eligibility-affirmation">
          <Trans>Your affirmation</Trans>
        </h2>
        <label>
          <input type="checkbox" {...register('accepted')} /> {affirmationWords(i18n, months)}
        </label>
        {formState.errors.accepted ? <p className="field__error">{formState.errors.accepted.message}</p> : null}
        <Field
          label={<Trans>Type your full name to sign ({studentName})</Trans>}
          error={formState.errors.fullName?.message}
        >
          {(control) => <input {...control} autoComplete="name" maxLength={200} {...register('fullName')} />}
        </Field>
      </section>
      <Button type="submit" busy={busy}>
        <Trans>Check my eligibility</Trans>
      </Button>
    </form>
  );
}
