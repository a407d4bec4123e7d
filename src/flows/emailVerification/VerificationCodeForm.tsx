import { Trans, useLingui } from '@lingui/react/macro';

import { verificationCodeLength } from '@contracts/authLimits';
import { Button } from '@shared/ui/Button';
import { TextField } from '@shared/ui/TextField';

interface VerificationCodeFormProps {
  code: string;
  /** Verify is enabled only at exactly 6 digits (the machine decides). */
  canVerify: boolean;
  verifying: boolean;
  resending: boolean;
  onCodeChange: (typed: string) => void;
  onVerify: () => void;
  onResend: () => void;
}

/** The 6-digit code field with Verify and Resend code. */
export function VerificationCodeForm({
  code,
  canVerify,
  verifying,
  resending,
  onCodeChange,
  onVerify,
  onResend,
}: VerificationCodeFormProps) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onVerify();
      }}
    >
      <TextField
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={verificationCodeLength}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
      />
      <Button type="submit" busy={verifying} disabled={!canVerify || resending}>
        <Trans>Verify</Trans>
      </Button>
      <Button variant="link" busy={resending} disabled={verifying} onClick={onResend}>
        <Trans>Resend code</Trans>
      </Button>
    </form>
  );
}
