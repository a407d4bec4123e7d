import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';

import { supportLimits, supportTopics } from '@contracts/support';
import type { TicketDraft } from '@machines/supportTickets';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';
import { SelectField } from '@shared/ui/SelectField';

import { topicLabels } from './supportTopics';
import { screenshotTypes, ticketFormSchema, type TicketFormValues } from './ticketForm';

/** The ticket form: a topic, a message, optionally a screenshot. Checked here first, then by the server. */
export function TicketForm({ busy, onSubmit }: { busy: boolean; onSubmit: (draft: TicketDraft) => void }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => ticketFormSchema(i18n), [i18n]);
  const { field, register, controlled, handleSubmit, formState } = useForm<TicketFormValues>({
    schema,
    defaultValues: { topic: '', message: '', screenshot: [] },
  });
  // A file input's value is a path, not the file: the form takes the chosen file from its change.
  const screenshot = controlled('screenshot');
  const fileId = useId();

  const submit = handleSubmit((values) => {
    const topic = supportTopics.find((value) => value === values.topic);
    if (topic) onSubmit({ topic, message: values.message, screenshot: values.screenshot[0] });
  });

  return (
    <form noValidate onSubmit={submit} className="support-form">
      <SelectField
        label={t`Topic`}
        placeholder={t`Choose a topic`}
        choices={supportTopics.map((value) => ({ value, label: i18n._(topicLabels[value]) }))}
        {...field('topic')}
      />
      <Field label={t`Your message`} error={formState.errors.message?.message}>
        {(control) => <textarea {...control} rows={6} maxLength={supportLimits.messageMax} {...register('message')} />}
      </Field>
      <Field
        label={t`Screenshot (optional: JPEG, PNG or GIF, up to 5 MB)`}
        error={formState.errors.screenshot?.message}
        id={fileId}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={screenshotTypes.join(',')}
            onChange={(event) => screenshot.onChange(Array.from(event.target.files ?? []))}
          />
        )}
      </Field>
      <Button type="submit" busy={busy}>
        <Trans>Send to support</Trans>
      </Button>
    </form>
  );
}
