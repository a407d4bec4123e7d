import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface InactivityPromptProps {
  onStillHere: () => void;
}

/** 01 §4 Inactivity: must be answered (no close button); unanswered, the session ends. */
export function InactivityPrompt({ onStillHere }: InactivityPromptProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Are you still there?`}>
      <p>
        <Trans>You have been inactive for a while. For your security you will be signed out soon.</Trans>
      </p>
      <div className="modal__actions">
        <Button onClick={onStillHere}>
          <Trans>Yes</Trans>
        </Button>
      </div>
    </Modal>
  );
}
