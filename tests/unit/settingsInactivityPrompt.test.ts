// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { sessionMachine } from '@machines/session';
import { sessionEndpoints } from '@shared/api/endpoints/session';
import { createAppStorage } from '@shared/storage';
import { inactivityPromptSetter } from '@flows/home/accountSettings/inactivityPrompt';
import { sessionEventOf } from '@flows/session/readStoredSession';
import { createSessionImplementations } from '@flows/session/session.actors';

import { memoryStorageArea } from '../model/branding.services';
import { fakeArea } from './actors/actorTable';

/**
 * 02 §2 settings, §3 inactivityTimeoutFlagEnabled: Settings' save of the inactivity warning reaches the running session
 * and the browser's stored flag, so the next navigation's re-read (sessionEventOf) agrees, without a reload.
 */
describe('the inactivity warning changed from Settings', () => {
  it.each([true, false])('enabled %s: the session follows and the stored flag with it', (enabled) => {
    const storage = createAppStorage(memoryStorageArea());
    storage.set('isLoggedIn', 'true');
    storage.set('inactivityTimeoutFlagEnabled', enabled ? 'false' : 'true');
    const actor = createActor(
      sessionMachine.provide(
        createSessionImplementations({ api: fakeArea(sessionEndpoints, {}), storage, navigate: vi.fn() }),
      ),
    ).start();
    actor.send(sessionEventOf(storage));
    expect(actor.getSnapshot().context.inactivityPrompt).toBe(!enabled);
    inactivityPromptSetter(storage, actor)(enabled);
    expect(actor.getSnapshot().context.inactivityPrompt).toBe(enabled);
    expect(storage.get('inactivityTimeoutFlagEnabled')).toBe(enabled ? 'true' : 'false');
    actor.stop();
  });

  it('signed out, the choice is only stored (the next sign-in brings the server value)', () => {
    const storage = createAppStorage(memoryStorageArea());
    const actor = createActor(
      sessionMachine.provide(
        createSessionImplementations({ api: fakeArea(sessionEndpoints, {}), storage, navigate: vi.fn() }),
      ),
    ).start();
    inactivityPromptSetter(storage, actor)(false);
    expect(actor.getSnapshot().matches({ listening: 'signedOut' })).toBe(true);
    expect(storage.get('inactivityTimeoutFlagEnabled')).toBe('false');
    actor.stop();
  });
});
