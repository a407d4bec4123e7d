export { documentsMachine } from './documents.machine';
export type * from './documents.types';
