import { Trans } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';

import { useSigningOut } from './sessionSelectors';
import { useSessionEvents } from './useSessionEvents';

interface SignOutButtonProps {
  className?: string;
}

/** The menu's Logout (02 §2 Sidebar and header), wired to the session machine. */
export function SignOutButton({ className }: SignOutButtonProps) {
  const busy = useSigningOut();
  const { logout } = useSessionEvents();
  return (
    <Button variant="link" className={className} busy={busy} onClick={logout}>
      <Trans>Logout</Trans>
    </Button>
  );
}
