import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { parentEmailLength, parentRequestFormSchema, type ParentRequestFormValues } from './parentRequestForm';

interface ParentRequestFormProps {
  busy: boolean;
  onSubmit: (requestEmail: string) => void;
}

/** 02 §4 Parent payment request: the e-mail the payment request goes to. */
export function ParentRequestForm({ busy, onSubmit }: ParentRequestFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => parentRequestFormSchema(i18n), [i18n]);
  const { field, handleSubmit } = useForm<ParentRequestFormValues>({
    schema,
    defaultValues: { requestEmail: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.requestEmail))}>
      <p>
        <Trans>We will e-mail your parent or guardian a link to pay for this course.</Trans>
      </p>
      <TextField
        label={t`Parent or guardian e-mail`}
        type="email"
        autoComplete="off"
        maxLength={parentEmailLength.max}
        {...field('requestEmail')}
      />
      <Button type="submit" busy={busy}>
        <Trans>Send payment request</Trans>
      </Button>
    </form>
  );
}
