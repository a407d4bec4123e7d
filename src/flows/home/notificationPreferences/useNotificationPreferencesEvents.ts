import type { ActorRefFrom } from 'xstate';

import type { NotificationPreferences, notificationPreferencesMachine } from '@machines/notificationPreferences';
import { useIntents } from '@shared/flows/useIntents';

export type NotificationPreferencesRef = ActorRefFrom<typeof notificationPreferencesMachine>;

/** The student's intents on the choices; the settings machine's child actor, handed down as a prop. */
export function useNotificationPreferencesEvents(actor: NotificationPreferencesRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    save: (choices: NotificationPreferences) => send({ type: 'preferences.save', ...choices }),
    change: () => send({ type: 'preferences.change' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
