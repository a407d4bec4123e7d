import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { notificationPreferencesMachine } from '@machines/notificationPreferences';
import { studentEndpoints } from '@shared/api/endpoints/student';
import {
  createNotificationPreferencesActors,
  createNotificationPreferencesImplementations,
} from '@flows/home/notificationPreferences/notificationPreferences.actors';

import { withMobile } from '../../model/notificationPreferences.model';
import { actorsOver, answersTable, envelope, failuresPassThrough, fakeArea, handedOn } from './actorTable';

const actorsWith = actorsOver(createNotificationPreferencesActors, studentEndpoints);
const choices = { emailUpdates: false, smsAlerts: true, inactivityWarning: false };

describe('createNotificationPreferencesActors', () => {
  answersTable('$name', actorsWith, {}, [
    {
      name: 'loadPreferences answers the saved choices',
      actor: 'loadPreferences',
      call: 'notificationPreferences',
      sent: [],
      ...handedOn(withMobile),
    },
    {
      name: 'savePreferences sends the three choices and answers what the server saved',
      actor: 'savePreferences',
      call: 'saveNotificationPreferences',
      input: choices,
      ...handedOn({ ...choices, mobileNumberOnFile: true }),
    },
    {
      name: 'savePreferences sends only the choices (not what the event carries besides)',
      actor: 'savePreferences',
      call: 'saveNotificationPreferences',
      input: { ...choices, type: 'preferences.save', mobileNumberOnFile: true },
      sent: [choices],
      ...handedOn({ ...choices, mobileNumberOnFile: true }),
    },
  ]);

  failuresPassThrough(actorsWith, [
    ['loadPreferences', 'notificationPreferences', undefined],
    ['savePreferences', 'saveNotificationPreferences', choices],
  ]);

  it("hands the loaded and the saved warning to the session's intent", async () => {
    const setInactivityPrompt = vi.fn();
    const api = fakeArea(studentEndpoints, {
      notificationPreferences: async () => envelope(withMobile),
      saveNotificationPreferences: async () => envelope({ ...choices, mobileNumberOnFile: true }),
    });
    const actor = createActor(
      notificationPreferencesMachine.provide(
        createNotificationPreferencesImplementations({ api, setInactivityPrompt }),
      ),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    expect(setInactivityPrompt).toHaveBeenLastCalledWith(true);
    actor.send({ type: 'preferences.save', ...choices });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('saved')).toBe(true));
    expect(setInactivityPrompt).toHaveBeenLastCalledWith(false);
    actor.stop();
  });
});
