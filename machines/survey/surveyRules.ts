import type { SurveyOutput, SurveyStars } from './survey.types';

/** One star in the 20-step units the survey keeps (02 §9). */
export const starUnit = 20;
export const surveyStars: readonly SurveyStars[] = [20, 40, 60, 80, 100];

/** 02 §2 Survey: 1 or 2 stars show the low-rating warning. */
export const isLowRating = (stars: SurveyStars | undefined): boolean => stars !== undefined && stars <= 2 * starUnit;

/** 02 §7 Survey submit: rating = stars / 20. */
export const ratingOf = (stars: SurveyStars): number => stars / starUnit;

const surveyOutcomes: readonly SurveyOutput['outcome'][] = ['submitted', 'failed', 'skipped'];

/**
 * The survey machine's output: the outcome its final state names. XState types a final state's output as
 * unknown where the machine maps it, so it is read here rather than cast.
 */
export function surveyOutputOf(output: unknown): SurveyOutput {
  const outcome = surveyOutcomes.find(
    (o) => typeof output === 'object' && output !== null && 'outcome' in output && output.outcome === o,
  );
  if (outcome === undefined) throw new Error('The survey ended without an outcome');
  return { outcome };
}
