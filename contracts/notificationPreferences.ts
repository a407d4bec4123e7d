import * as z from 'zod/mini';

import { envelope } from './envelope';

export { notificationPreferencesFailureCodes } from './failureCodes';

/*
 * 02 §2 settings: the student's own choices, changed in Settings. The consents given at registration
 * (e-mail updates, SMS alerts) and the inactivity warning (01 §4 / 02 §4 Inactivity: 'Are you still there?' after 5
 * minutes idle, sign-out 90 s later; the student record's inactivityTimeoutFlagEnabled). Account e-mails (receipts,
 * password notices, codes, certificates) are not a choice: they are always sent.
 */

/** What the student chooses (PUT body). */
export const notificationPreferencesSchema = z.object({
  /** Course reminders and news by e-mail (registration's isStudentOptMail). */
  emailUpdates: z.boolean(),
  /** Course reminders by text message (registration's isStudentOptSms); needs a mobile number on file. */
  smsAlerts: z.boolean(),
  /** 'Are you still there?' after 5 minutes without activity (inactivityTimeoutFlagEnabled). */
  inactivityWarning: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The saved choices (GET answer, and PUT's): plus whether SMS alerts can be chosen. */
export const savedNotificationPreferencesSchema = z.object({
  emailUpdates: z.boolean(),
  smsAlerts: z.boolean(),
  inactivityWarning: z.boolean(),
  /** Whether the profile has a mobile number (SMS alerts need one). */
  mobileNumberOnFile: z.boolean(),
});
export type SavedNotificationPreferences = z.infer<typeof savedNotificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = envelope(savedNotificationPreferencesSchema);

export const notificationPreferencesMessages = {
  loaded: 'Your notification choices.',
  saved: 'Your choices were saved.',
  mobileNumberRequired: 'SMS alerts need a mobile number. Add one to your profile first.',
} as const;
