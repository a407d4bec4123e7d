import { fromPromise } from 'xstate';

import type { accountSettingsMachine, AccountStudent, LoadAccountInput } from '@machines/accountSettings';
import { notificationPreferencesMachine } from '@machines/notificationPreferences';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import type { ImplementationsOf } from '@shared/flows/implementations';

import {
  createNotificationPreferencesImplementations,
  type NotificationPreferencesDeps,
} from '../notificationPreferences/notificationPreferences.actors';

/** The real I/O of the settings page: Student details (02 §7). */
export const createAccountSettingsActors = (api: StudentEndpoints) => ({
  loadAccount: fromPromise<AccountStudent, LoadAccountInput>(async ({ input, signal }) => {
    const { studentId } = input;
    if (studentId === undefined) throw noStoredStudent;
    const { firstName, lastName, emailId, status, isVerified } = (await api.studentDetails(studentId, signal)).data;
    return { firstName, lastName, emailId, status, isVerified };
  }),
});

/** Everything the account settings machine needs from the app: its I/O, and its child's (the notification choices). */
export const createAccountSettingsImplementations = (deps: NotificationPreferencesDeps) =>
  ({
    actors: {
      ...createAccountSettingsActors(deps.api),
      notificationPreferences: notificationPreferencesMachine.provide(
        createNotificationPreferencesImplementations(deps),
      ),
    },
  }) satisfies ImplementationsOf<typeof accountSettingsMachine>;
