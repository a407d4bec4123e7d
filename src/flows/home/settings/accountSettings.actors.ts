import { fromPromise } from 'xstate';

import type { accountSettingsMachine, AccountStudent, LoadAccountInput } from '@machines/accountSettings';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The real I/O of the settings page: Student details (02 §7). */
export const createAccountSettingsActors = (api: StudentEndpoints) => ({
  loadAccount: fromPromise<AccountStudent, LoadAccountInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const { firstName, lastName, emailId, status, isVerified } = (await api.studentDetails(studentId, signal)).data;
    return { firstName, lastName, emailId, status, isVerified };
  }),
});

/** Everything the account settings machine needs from the app: its I/O. */
export const createAccountSettingsImplementations = ({ api }: { api: StudentEndpoints }) =>
  ({
    actors: createAccountSettingsActors(api),
  }) satisfies ImplementationsOf<typeof accountSettingsMachine>;
