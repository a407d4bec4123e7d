import { useEffect, useMemo, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { emailVerificationMachine } from '@machines/emailVerification';
import { emailVerificationEndpoints } from '@app/shared/api/endpoints/emailVerification';
import { useEndpoints } from '@app/shared/services';
import { Modal } from '@app/shared/ui/Modal';
import { EmailVerificationContext } from './EmailVerificationContext';
import { EmailVerificationView } from './EmailVerificationView';
import { createEmailVerificationActors } from './emailVerification.actors';

interface EmailVerificationDialogProps {
  studentId: number;
  /** Called once the server accepted a code. */
  onVerified: () => void;
}

/**
 * The e-mail verification modal (01 §2 "Other modals"): login and registration open it and
 * continue when it reports success. It must be answered, so it has no close button.
 * The caller's session token must already be stored: both calls are student-scoped.
 */
export function EmailVerificationDialog({ studentId, onVerified }: EmailVerificationDialogProps) {
  const api = useEndpoints(emailVerificationEndpoints);
  // The latest callback without recreating the machine when the parent re-renders.
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  }, [onVerified]);
  const logic = useMemo(
    () =>
      emailVerificationMachine.provide({
        actors: createEmailVerificationActors(api),
        actions: { notifyVerified: () => onVerifiedRef.current() },
      }),
    [api],
  );
  return (
    <Modal title={<Trans>Verify your e-mail address</Trans>}>
      <EmailVerificationContext.Provider logic={logic} options={{ input: { studentId } }}>
        <EmailVerificationView />
      </EmailVerificationContext.Provider>
    </Modal>
  );
}
