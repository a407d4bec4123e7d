import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

import { supportLimits, supportTopics } from '@contracts/support';
import type { TicketDraft } from '@machines/supportTickets';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';
import { SelectField } from '@shared/ui/SelectField';

import { topicLabels } from './supportTopics';

/** 02 §5 allowed image formats (jpeg, png, jpg, gif); the server checks the file's content again. */
const screenshotTypes = ['image/jpeg', 'image/png', 'image/gif'];
/** The server's limit for a screenshot (contracts/support.ts' message says it). */
const screenshotMaxBytes = 5 * 1024 * 1024;

type Errors = Partial<Record<'topic' | 'message' | 'screenshot', string>>;

/** The ticket form: a topic, a message, optionally a screenshot. Checked here first, then by the server. */
export function TicketForm({ busy, onSubmit }: { busy: boolean; onSubmit: (draft: TicketDraft) => void }) {
  const { t, i18n } = useLingui();
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<File | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const fileId = useId();

  const chosen = supportTopics.find((value) => value === topic);
  const check = (): Errors => {
    const found: Errors = {};
    if (!chosen) found.topic = t`Please choose a topic`;
    const length = message.trim().length;
    if (length < supportLimits.messageMin || length > supportLimits.messageMax)
      found.message = t`Please write between ${supportLimits.messageMin} and ${supportLimits.messageMax} characters`;
    if (screenshot && !screenshotTypes.includes(screenshot.type))
      found.screenshot = t`The screenshot must be a JPEG, PNG or GIF image.`;
    else if (screenshot && screenshot.size > screenshotMaxBytes)
      found.screenshot = t`The screenshot is too large (at most 5 MB).`;
    return found;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen) return;
    onSubmit({ topic: chosen, message: message.trim(), screenshot });
  };

  return (
    <form noValidate onSubmit={submit} className="support-form">
      <SelectField
        label={t`Topic`}
        placeholder={t`Choose a topic`}
        choices={supportTopics.map((value) => ({ value, label: i18n._(topicLabels[value]) }))}
        value={topic}
        error={errors.topic}
        onChange={(event) => setTopic(event.target.value)}
      />
      <Field label={t`Your message`} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={supportLimits.messageMax}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <Field label={t`Screenshot (optional: JPEG, PNG or GIF, up to 5 MB)`} error={errors.screenshot} id={fileId}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={screenshotTypes.join(',')}
            onChange={(event) => setScreenshot(event.target.files?.[0] ?? undefined)}
          />
        )}
      </Field>
      <Button type="submit" busy={busy}>
        <Trans>Send to support</Trans>
      </Button>
    </form>
  );
}
