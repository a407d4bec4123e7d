import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';

import type { CourseSelection, SurveyStars } from '@machines/survey';
import { useForm } from '@shared/forms/useForm';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';
import { TextField } from '@shared/ui/TextField';

import { StarRating } from './StarRating';
import { surveyCommentsMax, surveyFormSchema, type SurveyFormValues } from './surveyForm';

interface SurveyFormProps {
  name: string;
  emailId: string;
  stars?: SurveyStars;
  lowRating: boolean;
  courseSelection?: CourseSelection;
  /** Submitted without stars or the yes/no answer. */
  incomplete: boolean;
  busy: boolean;
  onChooseStars: (stars: SurveyStars) => void;
  onChooseCourseSelection: (answer: CourseSelection) => void;
  onSubmit: (comments: string) => void;
  onSkip: () => void;
}

/** 02 §2 Survey: stars, the yes/no follow-up with its opt-in block or warning, comments and the required consent. */
export function SurveyForm(props: SurveyFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => surveyFormSchema(i18n), [i18n]);
  const { register, handleSubmit, formState } = useForm<SurveyFormValues>({
    schema,
    defaultValues: { comments: '', consent: false },
  });
  const consentError = formState.errors.consent?.message;
  const courseSelections: { answer: CourseSelection; label: ReactNode }[] = [
    { answer: 'yes', label: <Trans>Yes</Trans> },
    { answer: 'no', label: <Trans>No</Trans> },
  ];
  return (
    <form noValidate className="survey" onSubmit={handleSubmit((values) => props.onSubmit(values.comments))}>
      <StarRating legend={t`How would you rate this course?`} stars={props.stars} onChoose={props.onChooseStars} />
      {props.lowRating ? (
        <Alert tone="info">
          <Trans>We are sorry to hear that. Please tell us what went wrong.</Trans>
        </Alert>
      ) : null}
      <fieldset className="survey__choice">
        <legend>
          <Trans>Would you choose this course again?</Trans>
        </legend>
        {courseSelections.map(({ answer, label }) => (
          <label key={answer}>
            <input
              type="radio"
              name="survey-course-selection"
              value={answer}
              checked={props.courseSelection === answer}
              onChange={() => props.onChooseCourseSelection(answer)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {props.courseSelection === 'yes' ? (
        <div className="survey__opt-in">
          <p>
            <Trans>Your review will be published with your name. We may contact you at this e-mail about it.</Trans>
          </p>
          <TextField label={t`Name`} value={props.name} readOnly />
          <TextField label={t`Email Address`} value={props.emailId} readOnly />
        </div>
      ) : null}
      {props.courseSelection === 'no' ? (
        <Alert tone="info">
          <Trans>Are you sure? Please tell us in the comments how we can make this course better.</Trans>
        </Alert>
      ) : null}
      <Field label={t`Comments`} error={formState.errors.comments?.message}>
        {(control) => <textarea {...control} rows={4} maxLength={surveyCommentsMax} {...register('comments')} />}
      </Field>
      <div className={`field ${consentError ? 'field--invalid' : ''}`}>
        <label>
          <input
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'survey-consent-error' : undefined}
            {...register('consent')}
          />{' '}
          <Trans>I agree to the Survey Guidelines.</Trans>
        </label>
        {consentError ? (
          <p id="survey-consent-error" className="field__error" role="alert">
            {consentError}
          </p>
        ) : null}
      </div>
      {props.incomplete ? (
        <Alert tone="error">
          <Trans>Please choose a star rating and answer whether you would choose this course again.</Trans>
        </Alert>
      ) : null}
      <div className="modal__actions">
        <Button type="submit" busy={props.busy}>
          <Trans>Submit</Trans>
        </Button>
        <Button variant="secondary" onClick={props.onSkip} disabled={props.busy}>
          <Trans>Skip</Trans>
        </Button>
      </div>
    </form>
  );
}
