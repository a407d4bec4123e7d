export { profileMachine } from './profile.machine';
export type * from './profile.types';
