export { securityQuestionCheckMachine } from './securityQuestionCheck.machine';
export type * from './securityQuestionCheck.types';
