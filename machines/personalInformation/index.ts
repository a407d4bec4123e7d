export { personalInformationMachine } from './personalInformation.machine';
export type * from './personalInformation.types';
export { type AddressProblem, addressProblem } from './personalInformationRules';
