import { Trans } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface GovernmentFleetModalProps {
  message: string;
  onLogIn: () => void;
}

/** 01 §2 Other modals, §8: a government-fleet vehicle tag; logout follows after 5 seconds. */
export function GovernmentFleetModal({ message, onLogIn }: GovernmentFleetModalProps) {
  return (
    <Modal title={<Trans>Government fleet vehicle tag</Trans>}>
      <p>{message}</p>
      <Button onClick={onLogIn}>
        <Trans>Login</Trans>
      </Button>
    </Modal>
  );
}
