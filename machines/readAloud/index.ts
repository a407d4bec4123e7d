export { readAloudMachine } from './readAloud.machine';
export type * from './readAloud.types';
