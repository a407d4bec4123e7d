import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { courtLookupLimits } from '@contracts/courtLookup';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

import { type CourtLookupForm as FormValues, courtLookupFormSchema } from './courtLookupForm';

interface CourtLookupFormProps {
  busy: boolean;
  onSubmit: (caseNumber: string, citationNumber: string) => void;
}

export function CourtLookupForm({ busy, onSubmit }: CourtLookupFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => courtLookupFormSchema(i18n), [i18n]);
  const { field, handleSubmit } = useForm<FormValues>({
    schema,
    defaultValues: { caseNumber: '', citationNumber: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.caseNumber, values.citationNumber))}>
      <TextField label={t`Case Number`} maxLength={courtLookupLimits.max + 1} {...field('caseNumber')} />
      <TextField label={t`Citation Number`} maxLength={courtLookupLimits.max + 1} {...field('citationNumber')} />
      <Button type="submit" busy={busy}>
        <Trans>Verify</Trans>
      </Button>
    </form>
  );
}
