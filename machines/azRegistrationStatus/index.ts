export { azRegistrationStatusMachine } from './azRegistrationStatus.machine';
export type * from './azRegistrationStatus.types';
