import { assertEvent, assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  NotificationPreferences,
  NotificationPreferencesContext,
  NotificationPreferencesEvent,
  SavedNotificationPreferences,
} from './notificationPreferences.types';

const savedParams = ({ event }: { event: { output: SavedNotificationPreferences } }) => event.output;
const promptParams = ({ event }: { event: { output: SavedNotificationPreferences } }) => ({
  enabled: event.output.inactivityWarning,
});

/**
 * 02 §2 settings, the settings page's child: e-mail updates, SMS alerts (a mobile number on file needed)
 * and the inactivity warning (02 §4). Loaded and saved choices of the warning are handed to the session at once, so
 * the idle watch and the stored inactivityTimeoutFlagEnabled (02 §3) follow without a reload.
 */
export const notificationPreferencesMachine = setup({
  types: { context: {} as NotificationPreferencesContext, events: {} as NotificationPreferencesEvent },
  actors: {
    loadPreferences: provided<SavedNotificationPreferences>('loadPreferences'),
    savePreferences: provided<SavedNotificationPreferences, NotificationPreferences>('savePreferences'),
  },
  actions: {
    keepSaved: assign((_, saved: SavedNotificationPreferences) => ({ saved, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    /** Tells the running session (and the browser's stored flag) whether idling asks 'Are you still there?'. */
    applyInactivityPrompt: (_, _params: { enabled: boolean }) => {},
  },
}).createMachine({
  id: 'notificationPreferences',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPreferences',
        src: 'loadPreferences',
        onDone: {
          target: 'editing',
          description: "The server's warning choice may differ from this browser's (changed elsewhere): it wins.",
          actions: [
            { type: 'keepSaved', params: savedParams },
            { type: 'applyInactivityPrompt', params: promptParams },
          ],
        },
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    editing: {
      description: 'The form; a refused save (SMS alerts without a mobile number) says why above it.',
      on: { 'preferences.save': { target: 'saving' } },
    },
    saving: {
      meta: { spec: '02 §2 settings' },
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ event }) => {
          assertEvent(event, 'preferences.save');
          return {
            emailUpdates: event.emailUpdates,
            smsAlerts: event.smsAlerts,
            inactivityWarning: event.inactivityWarning,
          };
        },
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepSaved', params: savedParams },
            { type: 'applyInactivityPrompt', params: promptParams },
          ],
        },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    saved: {
      description: 'Saved: the page says so until a box changes (Save again without a change has nothing to send).',
      on: { 'preferences.change': { target: 'editing' } },
    },
  },
});
