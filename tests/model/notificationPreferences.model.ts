import type { AnyEventObject } from 'xstate';

import {
  notificationPreferencesFailureCodes,
  notificationPreferencesMessages,
} from '@contracts/notificationPreferences';
import {
  type NotificationPreferences,
  notificationPreferencesMachine,
  type SavedNotificationPreferences,
} from '@machines/notificationPreferences';

import { networkFailure, refusal } from './failures.fixtures';
import { effect } from './harness/effects';
import { type FlowModel, outcomesOf } from './harness/model';

/** A student with a mobile number on file: e-mail updates on, SMS off, the warning on (the registration's defaults). */
export const withMobile: SavedNotificationPreferences = {
  emailUpdates: true,
  smsAlerts: false,
  inactivityWarning: true,
  mobileNumberOnFile: true,
};
/** No mobile number: SMS alerts cannot be ticked; the warning was turned off earlier. */
export const withoutMobile: SavedNotificationPreferences = {
  emailUpdates: false,
  smsAlerts: false,
  inactivityWarning: false,
  mobileNumberOnFile: false,
};

/** What the student saves: every box flipped, SMS only where a mobile number allows it. */
function flipped(saved: SavedNotificationPreferences): NotificationPreferences {
  return {
    emailUpdates: !saved.emailUpdates,
    smsAlerts: saved.mobileNumberOnFile ? !saved.smsAlerts : false,
    inactivityWarning: !saved.inactivityWarning,
  };
}

type Snap = Parameters<FlowModel<typeof notificationPreferencesMachine>['events']>[0];

/** The server's answer to a save: what was sent (every box flipped), with the mobile number as loaded. */
function answerTo(s: Snap): SavedNotificationPreferences[] {
  const saved = s.context.saved;
  return saved ? [{ ...flipped(saved), mobileNumberOnFile: saved.mobileNumberOnFile }] : [];
}

export const notificationPreferencesModel: FlowModel<typeof notificationPreferencesMachine> = {
  id: 'notificationPreferences',
  title:
    'Settings: e-mail updates, SMS alerts and the inactivity warning, which the session follows at once (02 §2 settings, §4)',
  machine: notificationPreferencesMachine,
  events: (s) => {
    const events: AnyEventObject[] = [
      ...outcomesOf(s, 'loadPreferences', { answers: [withMobile, withoutMobile], failures: [networkFailure] }),
      ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
      ...outcomesOf(s, 'savePreferences', {
        answers: answerTo(s),
        failures: [
          refusal(
            400,
            notificationPreferencesFailureCodes.mobileNumberRequired,
            notificationPreferencesMessages.mobileNumberRequired,
          ),
          networkFailure,
        ],
      }),
    ];
    const saved = s.context.saved;
    // Every box flipped (SMS only with a mobile number): the paths go back and forth between two sets of choices.
    if (saved && s.matches('editing')) events.push({ type: 'preferences.save', ...flipped(saved) });
    if (s.matches('saved')) events.push({ type: 'preferences.change' });
    return events;
  },
  describeEvent: (e) => {
    switch (e.type) {
      case 'preferences.save':
        return `the student sets e-mail ${e.emailUpdates ? 'on' : 'off'}, SMS ${e.smsAlerts ? 'on' : 'off'}, the warning ${e.inactivityWarning ? 'on' : 'off'} and clicks Save preferences`;
      case 'preferences.change':
        return 'the student ticks a box again after saving';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {
    // The session learns the warning's choice as loaded and as saved (src/flows/session: idle watch and stored flag).
    editing: ({ event }) =>
      event.type === 'xstate.done.actor.loadPreferences'
        ? [
            effect('applyInactivityPrompt', {
              enabled: (event.output as SavedNotificationPreferences).inactivityWarning,
            }),
          ]
        : [],
    saved: ({ event }) =>
      event.type === 'xstate.done.actor.savePreferences'
        ? [
            effect('applyInactivityPrompt', {
              enabled: (event.output as SavedNotificationPreferences).inactivityWarning,
            }),
          ]
        : [],
  },
};
