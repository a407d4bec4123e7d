import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { securityAnswerMaxLength } from '@contracts/identityChecks';
import type { SecurityAnswer, SecurityQuestionList } from '@machines/securityQuestionsSetup';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { SelectField } from '@shared/ui/SelectField';
import { TextField } from '@shared/ui/TextField';

import {
  emptySecurityQuestionsForm,
  rowKeys,
  securityQuestionsFormSchema,
  type SecurityQuestionsFormValues,
} from './securityQuestionsForm';

interface SecurityQuestionsFormProps {
  list: SecurityQuestionList;
  busy: boolean;
  onSubmit: (answers: SecurityAnswer[]) => void;
}

/** The course's number of rows: a question (one not picked in another row) and its answer. */
export function SecurityQuestionsForm({ list, busy, onSubmit }: SecurityQuestionsFormProps) {
  const { t, i18n } = useLingui();
  const count = list.savedCount;
  const schema = useMemo(() => securityQuestionsFormSchema(i18n, count), [i18n, count]);
  const { field, handleSubmit, watch } = useForm<SecurityQuestionsFormValues>({
    schema,
    defaultValues: emptySecurityQuestionsForm(count),
  });
  const picks = watch('picks');
  const keys = rowKeys(count);
  const submit = handleSubmit((values) =>
    onSubmit(keys.map((k) => ({ questionId: Number(values.picks[k]), answer: values.answers[k] }))),
  );
  return (
    <form noValidate onSubmit={submit} className="identity-form">
      {keys.map((key, index) => {
        const takenElsewhere = new Set(keys.filter((k) => k !== key).map((k) => picks[k]));
        const choices = list.questions
          .filter((q) => !takenElsewhere.has(String(q.questionId)))
          .map((q) => ({ value: String(q.questionId), label: q.text }));
        const n = index + 1;
        return (
          <fieldset key={key} className="identity-form__row">
            <legend>
              <Trans>Question {n}</Trans>
            </legend>
            <SelectField
              label={t`Security question ${n}`}
              placeholder={t`Choose a question`}
              choices={choices}
              {...field(`picks.${key}`)}
            />
            <TextField
              label={t`Your answer ${n}`}
              autoComplete="off"
              maxLength={securityAnswerMaxLength}
              {...field(`answers.${key}`)}
            />
          </fieldset>
        );
      })}
      <Button type="submit" busy={busy}>
        <Trans>Save my answers</Trans>
      </Button>
    </form>
  );
}
