import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface TokenExpiredModalProps {
  onAcknowledge: () => void;
}

/** 01 §8: the token-expiry modal; OK signs out and goes to /login. */
export function TokenExpiredModal({ onAcknowledge }: TokenExpiredModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Session expired`}>
      <p>
        <Trans>Your Token has been expired so you are redirected to Login Page.</Trans>
      </p>
      <div className="modal__actions">
        <Button onClick={onAcknowledge}>
          <Trans>OK</Trans>
        </Button>
      </div>
    </Modal>
  );
}
