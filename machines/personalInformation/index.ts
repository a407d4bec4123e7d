export { personalInformationMachine } from './personalInformation.machine';
export { addressProblem, type AddressProblem } from './personalInformationRules';
export type * from './personalInformation.types';
