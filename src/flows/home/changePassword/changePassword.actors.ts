import { fromPromise } from 'xstate';

import type { changePasswordMachine, ChangePasswordRequest } from '@machines/changePassword';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The change-password page's I/O: the password change (02 §7), the two passwords only. */
export const createChangePasswordActors = (api: StudentEndpoints) => ({
  changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input, signal }) => {
    await api.changePassword({ currentPassword: input.currentPassword, newPassword: input.newPassword }, signal);
  }),
});

export const createChangePasswordImplementations = ({ api }: { api: StudentEndpoints }) =>
  ({ actors: createChangePasswordActors(api) }) satisfies ImplementationsOf<typeof changePasswordMachine>;
