import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface PaymentRequestedModalProps {
  requestEmail: string;
  onDone: () => void;
}

/** 02 §2 Payment Requested modal: a parent or guardian has been asked to pay; Done. */
export function PaymentRequestedModal({ requestEmail, onDone }: PaymentRequestedModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Payment Requested`}>
      <p>
        <Trans>
          A parent or guardian has been asked to pay for this course. We sent the payment request to {requestEmail}.
        </Trans>
      </p>
      <Button onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </Modal>
  );
}
