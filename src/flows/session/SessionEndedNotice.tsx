import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { useServices } from '@shared/services';
import { Alert } from '@shared/ui/Alert';

/**
 * For the login page: when an access-denied answer (or a 401 / session false) ended the
 * session, says so once. The flag is removed after it has been read, so it shows one time.
 */
export function SessionEndedNotice() {
  const { storage } = useServices();
  const [ended] = useState(() => storage.get('accessDenied') === 'true');
  useEffect(() => {
    if (ended) storage.remove('accessDenied');
  }, [ended, storage]);
  if (!ended) return null;
  return (
    <Alert tone="info">
      <Trans>Your session has ended. Please sign in again.</Trans>
    </Alert>
  );
}
