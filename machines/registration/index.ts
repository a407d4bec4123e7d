export { registrationMachine } from './registration.machine';
export type * from './registration.types';
export { isRemapNotFound, needsStateList, nextProgress, ownOrganisationId } from './registrationRules';
