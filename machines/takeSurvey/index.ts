export { takeSurveyMachine } from './takeSurvey.machine';
export type * from './takeSurvey.types';
export { completedStatus, newestCompletedRecordOf, surveyInputOf } from './takeSurveyRules';
