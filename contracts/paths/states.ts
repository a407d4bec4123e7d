import { dashboard } from './prefixes';

/** API paths of the state list (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const states = `${dashboard}/state/states`;
