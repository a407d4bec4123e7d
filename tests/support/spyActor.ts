import { fromPromise } from 'xstate';

import type { Failure } from '../../machines/shared/failure';

/** What a stubbed actor answers: its output, or the failure it throws. */
export type Outcome<T> = { ok: T } | { fail: Failure };

/**
 * A promise actor for machine tests: it reports its input to `inputs` with its name, then answers `outcome`, and
 * throws when it has none (the test did not expect it to run).
 */
export const spyActor = <T, I>(
  inputs: (name: string, input: I) => void,
  name: string,
  outcome: Outcome<T> | undefined,
) =>
  fromPromise<T, I>(async ({ input }) => {
    inputs(name, input);
    if (!outcome) throw new Error(`${name} was not expected`);
    if ('fail' in outcome) throw outcome.fail;
    return outcome.ok;
  });
