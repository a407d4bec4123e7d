import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';

import { affirmationVersion, violationNotListed } from '@contracts/eligibility';
import type { EligibilityPage, EligibilitySubmission } from '@machines/eligibility';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';
import { SelectField } from '@shared/ui/SelectField';

import { affirmationWords } from './eligibilityWords';

type Answer = 'yes' | 'no' | '';
type FieldName =
  | 'violationCode'
  | 'violationDate'
  | 'courtDate'
  | 'injury'
  | 'previous'
  | 'previousDate'
  | 'cdl'
  | 'vehicle'
  | 'accepted'
  | 'fullName';
type Errors = Partial<Record<FieldName, string>>;

/** A yes/no question as two radio buttons in a fieldset. */
function YesNo(props: {
  name: string;
  legend: ReactNode;
  value: Answer;
  error?: string;
  onChange: (a: Answer) => void;
}) {
  return (
    <fieldset className="field eligibility-question">
      <legend className="field__label">{props.legend}</legend>
      <label>
        <input type="radio" name={props.name} checked={props.value === 'yes'} onChange={() => props.onChange('yes')} />{' '}
        <Trans>Yes</Trans>
      </label>{' '}
      <label>
        <input type="radio" name={props.name} checked={props.value === 'no'} onChange={() => props.onChange('no')} />{' '}
        <Trans>No</Trans>
      </label>
      {props.error ? <p className="field__error">{props.error}</p> : null}
    </fieldset>
  );
}

function DateInput(props: { label: ReactNode; value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <Field label={props.label} error={props.error}>
      {(control) => (
        <input {...control} type="date" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      )}
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
  const [violationCode, setViolationCode] = useState('');
  const [violationDate, setViolationDate] = useState('');
  const [courtDate, setCourtDate] = useState('');
  const [injury, setInjury] = useState<Answer>('');
  const [previous, setPrevious] = useState<Answer>('');
  const [previousDate, setPreviousDate] = useState('');
  const [cdl, setCdl] = useState<Answer>('');
  const [vehicle, setVehicle] = useState<Answer>('');
  const [accepted, setAccepted] = useState(false);
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const months = page.rule.monthsBetweenCourses;
  const studentName = page.studentName;
  const required = t`Please answer this question`;

  const check = (): Errors => {
    const found: Errors = {};
    if (!violationCode) found.violationCode = t`Please choose the violation on your citation`;
    if (!violationDate) found.violationDate = t`Please enter the violation date`;
    if (!courtDate) found.courtDate = t`Please enter your court date`;
    if (!injury) found.injury = required;
    if (!previous) found.previous = required;
    if (previous === 'yes' && !previousDate) found.previousDate = t`Please enter the date of that earlier violation`;
    if (!cdl) found.cdl = required;
    if (cdl === 'yes' && !vehicle) found.vehicle = required;
    if (!accepted) found.accepted = t`Please tick the box to sign the affirmation`;
    if (!fullName.trim()) found.fullName = t`Please type your full name to sign`;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !accepted) return;
    onSubmit({
      answers: {
        violationCode,
        violationDate,
        courtDate,
        seriousInjuryOrDeath: injury === 'yes',
        previousCourseViolationDate: previous === 'yes' ? previousDate : null,
        commercialLicence: cdl === 'yes',
        noncommercialVehicle: cdl === 'yes' ? vehicle === 'yes' : null,
      },
      affirmation: { fullName: fullName.trim(), accepted, version: affirmationVersion },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="eligibility-form">
      <SelectField
        label={t`The violation on your citation`}
        placeholder={t`Choose the violation`}
        choices={[
          ...page.violations.map((v) => ({ value: v.code, label: `${v.code}: ${v.description}` })),
          { value: violationNotListed, label: t`My violation is not on this list` },
        ]}
        value={violationCode}
        error={errors.violationCode}
        onChange={(event) => setViolationCode(event.target.value)}
      />
      <DateInput
        label={t`Violation date`}
        value={violationDate}
        error={errors.violationDate}
        onChange={setViolationDate}
      />
      <DateInput label={t`Court date`} value={courtDate} error={errors.courtDate} onChange={setCourtDate} />
      <YesNo
        name="injury"
        legend={t`Did the violation result in a serious physical injury or a death?`}
        value={injury}
        error={errors.injury}
        onChange={setInjury}
      />
      <YesNo
        name="previous"
        legend={t`Have you attended a defensive driving school for an earlier violation?`}
        value={previous}
        error={errors.previous}
        onChange={setPrevious}
      />
      {previous === 'yes' ? (
        <DateInput
          label={t`Date of the violation you attended that school for`}
          value={previousDate}
          error={errors.previousDate}
          onChange={setPreviousDate}
        />
      ) : null}
      <YesNo
        name="cdl"
        legend={t`Do you hold a commercial driver licence (CDL)?`}
        value={cdl}
        error={errors.cdl}
        onChange={setCdl}
      />
      {cdl === 'yes' ? (
        <YesNo
          name="vehicle"
          legend={t`Were you driving a vehicle that needs only a class D or M licence, not for commercial purposes?`}
          value={vehicle}
          error={errors.vehicle}
          onChange={setVehicle}
        />
      ) : null}
      <section className="eligibility-affirmation" aria-labelledby="eligibility-affirmation">
        <h2 id="eligibility-affirmation">
          <Trans>Your affirmation</Trans>
        </h2>
        <label>
          <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />{' '}
          {affirmationWords(i18n, months)}
        </label>
        {errors.accepted ? <p className="field__error">{errors.accepted}</p> : null}
        <Field label={<Trans>Type your full name to sign ({studentName})</Trans>} error={errors.fullName}>
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              maxLength={200}
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
          )}
        </Field>
      </section>
      <Button type="submit" busy={busy}>
        <Trans>Check my eligibility</Trans>
      </Button>
    </form>
  );
}
