import { fromPromise } from 'xstate';

import type {
  NotificationPreferences,
  notificationPreferencesMachine,
  SavedNotificationPreferences,
} from '@machines/notificationPreferences';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The real I/O of the settings page's choices: read and save them (02 §2 settings). */
export const createNotificationPreferencesActors = (api: StudentEndpoints) => ({
  loadPreferences: fromPromise<SavedNotificationPreferences>(
    async ({ signal }) => (await api.notificationPreferences(signal)).data,
  ),
  savePreferences: fromPromise<SavedNotificationPreferences, NotificationPreferences>(
    async ({ input, signal }) =>
      (
        await api.saveNotificationPreferences(
          { emailUpdates: input.emailUpdates, smsAlerts: input.smsAlerts, inactivityWarning: input.inactivityWarning },
          signal,
        )
      ).data,
  ),
});

export interface NotificationPreferencesDeps {
  api: StudentEndpoints;
  /** The session's intent (src/flows/session): the idle watch and the stored flag follow the warning at once. */
  setInactivityPrompt: (enabled: boolean) => void;
}

export const createNotificationPreferencesImplementations = ({
  api,
  setInactivityPrompt,
}: NotificationPreferencesDeps) =>
  ({
    actors: createNotificationPreferencesActors(api),
    actions: { applyInactivityPrompt: (_, { enabled }) => setInactivityPrompt(enabled) },
  }) satisfies ImplementationsOf<typeof notificationPreferencesMachine>;
