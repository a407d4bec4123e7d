import { Trans } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface AlreadyRegisteredModalProps {
  onLogIn: () => void;
  onUseAnotherEmail: () => void;
}

/** 01 §2, §8: 'Looks like you are already registered': log in, or continue with a new e-mail. */
export function AlreadyRegisteredModal({ onLogIn, onUseAnotherEmail }: AlreadyRegisteredModalProps) {
  return (
    <Modal title={<Trans>Looks like you are already registered</Trans>}>
      <p>
        <Trans>You can log in to your account, or continue with a new e-mail address.</Trans>
      </p>
      <Button onClick={onLogIn}>
        <Trans>Log in</Trans>
      </Button>
      <Button variant="secondary" onClick={onUseAnotherEmail}>
        <Trans>Continue with a new e-mail</Trans>
      </Button>
    </Modal>
  );
}
