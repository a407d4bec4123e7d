import * as routes from '@contracts/pages';

/*
 * Pieces of the transitions both ways to register (01 §4 Registration, Express registration) write alike.
 */

/**
 * The form's submit event (its `request` and the page's `settings`) kept as sent, the last failure forgotten:
 * `actions: assign(keptSubmission)`.
 */
export const keptSubmission = {
  request: <TRequest>({ event }: { event: { request: TRequest } }) => event.request,
  settings: <TSettings>({ event }: { event: { settings: TSettings } }) => event.settings,
  failure: undefined,
};

/** The spec's logout where nothing is signed in yet: the stored session cleared, then /login. */
export const logout = ['clearSession', { type: 'navigate', params: { to: routes.login } }] as const;
