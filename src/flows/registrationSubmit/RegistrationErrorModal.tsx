import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface RegistrationErrorModalProps {
  message: string;
  onDismiss: () => void;
}

/** 01 §8 Registration: the error modal (a 'GSA Vehicle Tag Number' message). */
export function RegistrationErrorModal({ message, onDismiss }: RegistrationErrorModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      title={<Trans>Sorry, it seems an error has occurred. Let's try again.</Trans>}
      onClose={onDismiss}
      closeLabel={t`Close`}
    >
      <p>{message}</p>
      <Button onClick={onDismiss}>
        <Trans>Try Again</Trans>
      </Button>
    </Modal>
  );
}
