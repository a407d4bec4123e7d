export { otherInformationMachine } from './otherInformation.machine';
export type * from './otherInformation.types';
export { isLosAngeles, shownCourse, storedCountyCode } from './otherInformationRules';
