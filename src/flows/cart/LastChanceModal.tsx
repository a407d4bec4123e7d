import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

import { useMoney } from './useMoney';

interface LastChanceModalProps {
  price: number;
  onAdd: () => void;
  onSkip: () => void;
}

/** 02 §2 Cart: the Last Chance modal offers the audio upgrade, or 'Skip and Next'. It must be answered. */
export function LastChanceModal({ price, onAdd, onSkip }: LastChanceModalProps) {
  const { t } = useLingui();
  const money = useMoney();
  const amount = money(price);
  return (
    <Modal title={t`Last Chance`}>
      <p>
        <Trans>Upgrade to the audio course for ONLY {amount}: listen to every chapter on the go.</Trans>
      </p>
      <div className="modal__actions">
        <Button onClick={onAdd}>
          <Trans>Add audio upgrade</Trans>
        </Button>
        <Button variant="secondary" onClick={onSkip}>
          <Trans>Skip and Next</Trans>
        </Button>
      </div>
    </Modal>
  );
}
