export { securityQuestionsSetupMachine } from './securityQuestionsSetup.machine';
export type * from './securityQuestionsSetup.types';
