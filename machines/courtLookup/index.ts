export { courtLookupMachine } from './courtLookup.machine';
export type * from './courtLookup.types';
