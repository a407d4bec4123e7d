import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useReducer, useRef } from 'react';

import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

interface CertificateCodeFormProps {
  /** The field as the machine normalised it. */
  code: string;
  /** The code is not a whole verification code: the field says how one looks. */
  malformed: boolean;
  checking: boolean;
  /** Put the cursor in the field when the form appears (after a result, for the next search). */
  focusOnMount: boolean;
  onCodeChange: (typed: string) => void;
  onVerify: () => void;
}

/** The verification code field and Verify. */
export function CertificateCodeForm({
  code,
  malformed,
  checking,
  focusOnMount,
  onCodeChange,
  onVerify,
}: CertificateCodeFormProps) {
  const { t } = useLingui();
  const field = useRef<HTMLInputElement>(null);
  const focusNow = useRef(focusOnMount);
  // Counted so that every Verify of a malformed code (not only the first) puts the cursor back in the field.
  const [submits, countSubmit] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (focusNow.current || malformed) field.current?.focus();
    focusNow.current = false;
  }, [malformed, submits]);
  return (
    <form
      className="certificate-check__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        countSubmit();
        onVerify();
      }}
    >
      <TextField
        ref={field}
        label={t`Verification code`}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        error={
          malformed ? t`Enter the 16-character code printed on the certificate, e.g. K7QM-3XPA-9D2T-WB6H.` : undefined
        }
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        readOnly={checking}
      />
      <Button type="submit" busy={checking}>
        <Trans>Verify</Trans>
      </Button>
    </form>
  );
}
