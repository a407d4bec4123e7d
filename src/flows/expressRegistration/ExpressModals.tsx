import { Trans } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface ExpressErrorModalProps {
  /** The reason, when a call failed (none for an empty e-mail). */
  message?: string;
  onTryAgain: () => void;
}

/** 01 §2 Error modal: 'Try Again' reloads the page. */
export function ExpressErrorModal({ message, onTryAgain }: ExpressErrorModalProps) {
  return (
    <Modal title={<Trans>Sorry, it seems an error has occurred. Let's try again.</Trans>}>
      {message ? <p>{message}</p> : null}
      <Button onClick={onTryAgain}>
        <Trans>Try Again</Trans>
      </Button>
    </Modal>
  );
}
