import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { Modal } from '@shared/ui/Modal';

interface LegacyPasswordMismatchModalProps {
  onDismiss: () => void;
}

/** 01 §8 Legacy account: the old system knows the e-mail, but not this password. */
export function LegacyPasswordMismatchModal({ onDismiss }: LegacyPasswordMismatchModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>Legacy account</Trans>} onClose={onDismiss} closeLabel={t`Close`}>
      <p>
        <Trans>ERROR: We located your account in our legacy system but your password does not match.</Trans>
      </p>
      <p>
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
    </Modal>
  );
}
