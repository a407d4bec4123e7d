import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The typed slot of an actor the app provides (`machine.provide` in src/): a machine run without it is a wiring
 * mistake, reported by the slot's name. One helper instead of a throwing function in every machine.
 */
export const provided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
