import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';

import { createSessionSignals } from '@shared/api';
import type { Services } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';

import { fakeEndpoints } from '../setup/fakeEndpoints';
import type { ViewTools } from './harness/view';

/**
 * The e-mail verification dialog as the flows that open it (login, registration completion) meet it: its calls
 * succeed, since the flow around it is under test, not the dialog (tests/model/emailVerification.* test the dialog).
 */
export const verifyingEmailDialog = 'Verify your e-mail address';

/** Services whose verification calls succeed. */
export const verificationServices: Services = {
  endpoints: fakeEndpoints({
    verifyEmail: async () => ({ status: { success: true, message: 'Your e-mail address has been verified.' } }),
    resendVerification: async () => ({
      status: { success: true, message: 'We have sent a new code to your e-mail address.' },
    }),
  }),
  storage: createAppStorage(window.sessionStorage),
  signals: createSessionSignals(),
};

/** The user intent `email.verified`: types the code into the dialog, verifies, and waits for the dialog to close. */
export async function verifyInDialog(_event: AnyEventObject, { user, screen }: ViewTools) {
  const dialog = await screen.findByRole('dialog', { name: verifyingEmailDialog });
  await user.type(within(dialog).getByLabelText('Verification code'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
