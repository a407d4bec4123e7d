import type { NotificationPreferences, SavedNotificationPreferences } from '@contracts/notificationPreferences';

import type { Failure } from '../shared/failure';

export type { NotificationPreferences, SavedNotificationPreferences };

export interface NotificationPreferencesContext {
  /** The choices as the server has them (what the form starts from). */
  saved?: SavedNotificationPreferences;
  failure?: Failure;
}

export type NotificationPreferencesEvent =
  | ({ type: 'preferences.save' } & NotificationPreferences)
  /** A box changed after a save: 'saved' no longer describes the form. */
  | { type: 'preferences.change' }
  | { type: 'retry.request' };
