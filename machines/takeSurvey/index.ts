export { takeSurveyMachine } from './takeSurvey.machine';
export { completedStatus, newestCompletedRecordOf, surveyInputOf } from './takeSurveyRules';
export type * from './takeSurvey.types';
