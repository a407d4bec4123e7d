import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface SmsAlertModalProps {
  onOptIn: () => void;
  onDecline: () => void;
  onDismiss: () => void;
}

/** 01 §4 SMS opt-in: asked when SMS consent is required and the box is not ticked. */
export function SmsAlertModal({ onOptIn, onDecline, onDismiss }: SmsAlertModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>SMS Alert!</Trans>} onClose={onDismiss} closeLabel={t`Close`}>
      <p>
        <Trans>
          You have not agreed to receive text messages about your course. Are you sure you want to continue without SMS
          alerts?
        </Trans>
      </p>
      <Button onClick={onOptIn}>
        <Trans>Okay, sign me up</Trans>
      </Button>
      <Button variant="secondary" onClick={onDecline}>
        <Trans>Yes, I am sure</Trans>
      </Button>
    </Modal>
  );
}
