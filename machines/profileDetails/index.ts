export { profileDetailsMachine } from './profileDetails.machine';
export type * from './profileDetails.types';
