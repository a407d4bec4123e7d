export { surveyMachine } from './survey.machine';
export type * from './survey.types';
export { isLowRating, ratingOf, starUnit, surveyStars } from './surveyRules';
