export { registrationMachine } from './registration.machine';
export { needsStateList, nextProgress, isRemapNotFound, ownOrganisationId } from './registrationRules';
export type * from './registration.types';
