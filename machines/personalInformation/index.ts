export { personalInformationMachine } from './personalInformation.machine';
export { addressProblem, personalInformationPaths, type AddressProblem } from './personalInformationRules';
export type * from './personalInformation.types';
