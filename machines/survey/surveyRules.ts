import type { SurveyStars } from './survey.types';

/** One star in the 20-step units the survey keeps (02 §9). */
export const starUnit = 20;
export const surveyStars: readonly SurveyStars[] = [20, 40, 60, 80, 100];

/** 02 §2 Survey: 1 or 2 stars show the low-rating warning. */
export const isLowRating = (stars: SurveyStars | undefined): boolean => stars !== undefined && stars <= 2 * starUnit;

/** 02 §7 Survey submit: rating = stars / 20. */
export const ratingOf = (stars: SurveyStars): number => stars / starUnit;
