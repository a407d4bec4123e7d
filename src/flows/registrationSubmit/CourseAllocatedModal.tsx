import { Trans } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

/** 01 §2 Other modals, §4 Registration success: after a bypass checkout when verification was skipped. */
export function CourseAllocatedModal({ onLogIn }: { onLogIn: () => void }) {
  return (
    <Modal title={<Trans>Course allocated</Trans>}>
      <p>
        <Trans>Your course has been allocated. Please login to continue.</Trans>
      </p>
      <Button onClick={onLogIn}>
        <Trans>Login</Trans>
      </Button>
    </Modal>
  );
}
