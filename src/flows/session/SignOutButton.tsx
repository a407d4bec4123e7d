import { Trans } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';

import { useSigningOut } from './sessionSelectors';
import { useSessionEvents } from './useSessionEvents';

interface SignOutButtonProps {
  className?: string;
  /** A page that saves before logout (a chapter) takes the click over: true when it did (02 §2 'a different handler'). */
  takeOver?: () => boolean;
}

/** The menu's Logout (02 §2 Sidebar and header), wired to the session machine. */
export function SignOutButton({ className, takeOver }: SignOutButtonProps) {
  const busy = useSigningOut();
  const { logout } = useSessionEvents();
  return (
    <Button variant="link" className={className} busy={busy} onClick={() => takeOver?.() || logout()}>
      <Trans>Logout</Trans>
    </Button>
  );
}
