import { fromPromise } from 'xstate';

import type { forgotPasswordMachine, RequestResetInput } from '@machines/forgotPassword';
import type { SignInEndpoints } from '@shared/api/endpoints/signIn';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';

/** The real I/O of the forgot-password machine. */
export const createForgotPasswordActors = (api: SignInEndpoints) => ({
  requestReset: fromPromise<void, RequestResetInput>(async ({ input, signal }) => {
    await api.forgotPassword({ emailId: input.emailId }, signal);
  }),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createForgotPasswordImplementations = ({
  api,
  navigate,
}: {
  api: SignInEndpoints;
  navigate: NavigateTo;
}) =>
  ({
    actors: createForgotPasswordActors(api),
    actions: { navigate: navigateAction(navigate) },
  }) satisfies ImplementationsOf<typeof forgotPasswordMachine>;
