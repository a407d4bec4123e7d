/**
 * A failed call as machines hold it: plain data (the app turns thrown errors into this
 * before a machine sees them), so guards can read it and tests can compare it.
 */
export interface Failure {
  kind: 'failure' | 'unauthorized' | 'accessDenied' | 'sessionEnded' | 'tokenExpired' | 'network' | 'invalidAnswer';
  httpStatus: number;
  code?: string;
  /**
   * What the code's wording needs, e.g. the minutes to wait, as the server sent it: the failure wording checks it with
   * contracts/refusalParams.ts (docs/architecture.md, Refusals: codes and parameters); machines never read it.
   */
  params?: unknown;
  message: string;
}

/** What the app's actors throw: plain `Failure` data (anything else counts as no answer). */
const isFailure = (error: unknown): error is Failure =>
  typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string';

/** The failure an `xstate.error.actor.*` event carries. */
export const failureOf = (event: { error?: unknown }): Failure =>
  isFailure(event.error) ? event.error : { kind: 'network', httpStatus: 0, message: '' };

/**
 * The failure of an `onError` transition as the params of a guard or action, the typed way to read it
 * where `event` is the machine's whole event union: `guard: { type: 'cardRefused', params: failureParams }`
 * with `cardRefused: (_, failure: Failure) => …` in `setup`.
 */
export const failureParams = ({ event }: { event: { error: unknown } }): Failure => failureOf(event);
