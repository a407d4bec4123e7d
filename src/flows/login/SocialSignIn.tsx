import { Trans } from '@lingui/react/macro';

import type { SocialProvider } from '@contracts/auth';
import { Button } from '@shared/ui/Button';

interface SocialSignInProps {
  disabled: boolean;
  onSelect: (provider: SocialProvider) => void;
}

/** 01 §2 /login: sign-in with the two providers (only when the organisation switches it on). */
export function SocialSignIn({ disabled, onSelect }: SocialSignInProps) {
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__divider">
        <Trans>or</Trans>
      </p>
      <Button variant="secondary" disabled={disabled} onClick={() => onSelect('google')}>
        <Trans>Continue with Google</Trans>
      </Button>
      <Button variant="secondary" disabled={disabled} onClick={() => onSelect('microsoft')}>
        <Trans>Continue with Microsoft</Trans>
      </Button>
    </div>
  );
}
