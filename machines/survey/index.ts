export { surveyMachine } from './survey.machine';
export { isLowRating, ratingOf, starUnit, surveyStars } from './surveyRules';
export type * from './survey.types';
