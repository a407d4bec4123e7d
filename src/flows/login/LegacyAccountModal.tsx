import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface LegacyAccountModalProps {
  onProceed: () => void;
  onRegister: () => void;
  onDismiss: () => void;
}

/** 01 §8 Legacy account: the e-mail belongs to an account on the previous platform. */
export function LegacyAccountModal({ onProceed, onRegister, onDismiss }: LegacyAccountModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>We detected that you have a legacy account</Trans>} onClose={onDismiss} closeLabel={t`Close`}>
      <p>
        <Trans>You can continue with your account on our previous platform, or register a new account here.</Trans>
      </p>
      <Button onClick={onProceed}>
        <Trans>Proceed to my old account</Trans>
      </Button>
      <Button variant="secondary" onClick={onRegister}>
        <Trans>Register a new account</Trans>
      </Button>
    </Modal>
  );
}
