import type { AnyEventObject } from 'xstate';

import { sessionMachine, type StoredSessionValues } from '@machines/session';

import { networkFailure, refusal } from './failures.fixtures';
import { type Arrival, effect, navigate, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

/** Everything stored: a chapter in progress, a daily time limit and a redirect address. */
const inChapter: StoredSessionValues = {
  studentId: 41,
  studentCourseId: 7,
  studentCourseChapterId: 70,
  configCourseId: 611,
  logoutTimeSpent: 120,
  timeConsumedAfterIdentityVerification: 30,
  availableTimeForTheDay: 3600,
  isCourseHasAccessTimeLimitPerDay: true,
  logoutRedirectUrl: '/register',
};
/** A student between chapters: logout only. */
const betweenChapters: StoredSessionValues = { studentId: 41, isCourseHasAccessTimeLimitPerDay: false };
/** A chapter time record but no student id (inconsistent storage): the time is saved, no logout call. */
const chapterWithoutStudent: StoredSessionValues = {
  studentCourseId: 7,
  studentCourseChapterId: 70,
  logoutTimeSpent: 15,
  isCourseHasAccessTimeLimitPerDay: false,
};
/** Nothing stored. */
const nothing: StoredSessionValues = { isCourseHasAccessTimeLimitPerDay: false };

const serverFailure = refusal(500, 'SERVER_ERROR', 'Oops. Something went wrong. Please try again later.');

type Snap = Parameters<FlowModel<typeof sessionMachine>['events']>[0];

const listening = (s: Snap) => s.matches('listening');
const inWarning = (s: Snap) => s.matches({ listening: { signedIn: 'warning' } });

const endedBy = new Set(['api.accessDenied', 'api.unauthorized', 'api.sessionEnded']);

/** What a step back to the signed-out state does (01 §4 Session guard, §8; 02 §4). */
function signedOut({ event, from }: Arrival<Snap>): SideEffect[] {
  // The server ended the session: storage cleared, the accessDenied flag for the login page, /login in place.
  if (endedBy.has(event.type))
    return [effect('clearSession'), effect('markAccessDenied'), navigate('/login', { replace: true })];
  if (event.type === 'expiry.acknowledge') return [effect('clearSession'), navigate('/login', { replace: true })];
  if (from?.matches('loggingOut')) {
    // Logout: storage cleared, then the stored logout address (read before clearing), else /login.
    const stored =
      event.type === 'xstate.done.actor.readStoredSession'
        ? (event.output as StoredSessionValues)
        : from.context.stored;
    return [effect('clearSession'), effect('leaveTo', { address: stored?.logoutRedirectUrl ?? '/login' })];
  }
  return [];
}

export const sessionModel: FlowModel<typeof sessionMachine> = {
  id: 'session',
  title:
    'Session: guard flag, inactivity prompt, logout with time update, access denied and token expiry (01 §4, §7, §8; 02 §4)',
  machine: sessionMachine,
  events: (s) => {
    const events: AnyEventObject[] = [];
    if (listening(s)) {
      events.push(
        { type: 'session.found', inactivityPrompt: true },
        { type: 'session.found', inactivityPrompt: false },
        { type: 'session.lost' },
      );
      events.push({ type: 'activity.detect' }, { type: 'presence.confirm' });
      // The Logout button sits behind the inactivity prompt; nobody reaches it there.
      if (!inWarning(s)) events.push({ type: 'session.logout' });
      events.push(
        { type: 'api.accessDenied' },
        { type: 'api.unauthorized' },
        { type: 'api.sessionEnded' },
        { type: 'api.tokenExpired' },
      );
    }
    if (s.matches('tokenExpired')) events.push({ type: 'expiry.acknowledge' });
    if (invokes(s, 'readStoredSession')) {
      events.push(
        done('readStoredSession', inChapter),
        done('readStoredSession', betweenChapters),
        done('readStoredSession', chapterWithoutStudent),
        done('readStoredSession', nothing),
      );
      events.push(failed('readStoredSession', networkFailure));
    }
    if (invokes(s, 'updateChapterTime'))
      events.push(done('updateChapterTime'), failed('updateChapterTime', serverFailure));
    if (invokes(s, 'logout'))
      events.push(
        done('logout'),
        failed('logout', serverFailure),
        failed('logout', { kind: 'unauthorized', httpStatus: 401, message: '' }),
      );
    events.push(...timers(s));
    return events;
  },
  describeEvent: (e) => {
    switch (e.type) {
      case 'session.found':
        return `a navigation finds the student signed in (inactivity prompt ${e.inactivityPrompt ? 'on' : 'off'})`;
      case 'session.lost':
        return 'a navigation finds no signed-in flag';
      case 'session.logout':
        return 'the student clicks Logout';
      case 'activity.detect':
        return 'the student moves, types, scrolls or touches';
      case 'presence.confirm':
        return "the student answers 'Yes' to 'Are you still there?'";
      case 'expiry.acknowledge':
        return 'the student clicks OK in the token-expiry modal';
      case 'api.accessDenied':
        return "an API answer says 'Access Denied'";
      case 'api.unauthorized':
        return 'an API call answers 401';
      case 'api.sessionEnded':
        return 'an API answer says session: false';
      case 'api.tokenExpired':
        return 'an API call says the token expired';
      default:
        return undefined;
    }
  },
  sideEffects: {
    'listening.signedOut': signedOut,
  },
};
