import { Trans } from '@lingui/react/macro';

import { emailVerificationMachine } from '@machines/emailVerification';
import { emailVerificationEndpoints } from '@shared/api/endpoints/emailVerification';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useLatestCallback } from '@shared/flows/useLatestCallback';
import { useEndpoints } from '@shared/services';
import { Modal } from '@shared/ui/Modal';

import { createEmailVerificationImplementations } from './emailVerification.actors';
import { EmailVerificationContext } from './EmailVerificationContext';
import { EmailVerificationView } from './EmailVerificationView';

interface EmailVerificationFlowProps {
  studentId: number;
  /** Called once the server accepted a code. */
  onVerified: () => void;
}

/**
 * The e-mail verification modal (01 §2 "Other modals"): login and registration open it and
 * continue when it reports success. It must be answered, so it has no close button.
 * The caller's session token must already be stored: both calls are student-scoped.
 */
export function EmailVerificationFlow({ studentId, onVerified }: EmailVerificationFlowProps) {
  const api = useEndpoints(emailVerificationEndpoints);
  const notifyVerified = useLatestCallback(onVerified);
  const logic = useFlowLogic(() =>
    emailVerificationMachine.provide(createEmailVerificationImplementations({ api, onVerified: notifyVerified })),
  );
  const input = useOnce(() => ({ studentId }));
  return (
    <Modal title={<Trans>Verify your e-mail address</Trans>}>
      <EmailVerificationContext.Provider logic={logic} options={{ input }}>
        <EmailVerificationView />
      </EmailVerificationContext.Provider>
    </Modal>
  );
}
