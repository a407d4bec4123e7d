import { useEffect } from 'react';

import type { Branding } from '@machines/login';

import { useLoginEvents } from './useLoginEvents';

/**
 * Keeps the login machine in step with the organisation branding, which may load after the
 * page: the form keeps what the user typed while social sign-in appears.
 */
export function LoginBrandingSync({ organisationId, socialLogin }: Branding) {
  const { changeBranding } = useLoginEvents();
  useEffect(() => {
    changeBranding({ organisationId, socialLogin });
  }, [changeBranding, organisationId, socialLogin]);
  return null;
}
