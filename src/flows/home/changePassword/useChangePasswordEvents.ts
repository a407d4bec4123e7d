import type { ChangePasswordRequest } from '@machines/changePassword';
import { useIntents } from '@shared/flows/useIntents';

import { ChangePasswordContext } from './ChangePasswordContext';

export function useChangePasswordEvents() {
  return useIntents(ChangePasswordContext, (send) => ({
    submit: (request: ChangePasswordRequest) => send({ type: 'password.submit', ...request }),
  }));
}
