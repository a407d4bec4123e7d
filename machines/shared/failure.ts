/**
 * A failed call as machines hold it: plain data (the app turns thrown errors into this
 * before a machine sees them), so guards can read it and tests can compare it.
 */
export interface Failure {
  kind: 'failure' | 'unauthorized' | 'accessDenied' | 'sessionEnded' | 'tokenExpired' | 'network' | 'invalidAnswer';
  httpStatus: number;
  code?: string;
  message: string;
}

/** The failure an `xstate.error.actor.*` event carries. */
export const failureOf = (event: { error?: unknown }): Failure => {
  const error = event.error as Partial<Failure> | undefined;
  if (error && typeof error === 'object' && typeof error.kind === 'string') return error as Failure;
  return { kind: 'network', httpStatus: 0, message: '' };
};
