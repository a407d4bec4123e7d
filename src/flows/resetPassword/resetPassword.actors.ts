import { fromPromise } from 'xstate';

import type { resetPasswordMachine, ResetPasswordRequest } from '@machines/resetPassword';
import type { SignInEndpoints } from '@shared/api/endpoints/signIn';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';

/** The real I/O of the reset-password machine. */
export const createResetPasswordActors = (api: SignInEndpoints) => ({
  resetPassword: fromPromise<void, ResetPasswordRequest>(async ({ input, signal }) => {
    await api.resetPassword({ resetToken: input.resetToken, password: input.password }, signal);
  }),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createResetPasswordImplementations = ({ api, navigate }: { api: SignInEndpoints; navigate: NavigateTo }) =>
  ({
    actors: createResetPasswordActors(api),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof resetPasswordMachine>;
