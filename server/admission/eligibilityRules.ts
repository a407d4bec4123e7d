import type { ArizonaEligibilityRule } from '../../contracts/courseRules';
import type { DeclineReason, EligibilityAnswers, ImpossibleEligibilityAnswer } from '../../contracts/eligibility';

/*
 * Arizona's defensive driving eligibility (A.R.S. 28-3392; state-rules.md §1.4, §4.4), decided from the student's
 * answers and the course rule's numbers. Pure: dates are YYYY-MM-DD calendar dates, today in the course's time zone.
 */

const dayMs = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The same day `months` later; a day the month lacks (29 February) becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / dayMs);

/**
 * Answers that cannot be true (a refusal, not a decline): which one (the key of its code and message in
 * contracts/eligibility.ts), or undefined.
 */
export function impossibleAnswer(answers: EligibilityAnswers, today: string): ImpossibleEligibilityAnswer | undefined {
  if (answers.violationDate > today) return 'violationDateFuture';
  if (answers.courtDate <= answers.violationDate) return 'courtBeforeViolation';
  if (answers.previousCourseViolationDate !== null && answers.previousCourseViolationDate >= answers.violationDate)
    return 'previousAfterViolation';
  if (answers.commercialLicence && answers.noncommercialVehicle === null) return 'vehicleRequired';
  return undefined;
}

/** Every reason the rule declines these answers, in the order of the law; none: approved. */
export function declineReasonsOf(
  rule: ArizonaEligibilityRule,
  answers: EligibilityAnswers,
  eligibleCodes: ReadonlySet<string>,
  today: string,
): DeclineReason[] {
  const reasons: DeclineReason[] = [];
  if (!eligibleCodes.has(answers.violationCode)) reasons.push('violationNotEligible');
  // 28-3392(B): again only twelve months after the day of the last violation a course was taken for.
  const previous = answers.previousCourseViolationDate;
  if (previous !== null && answers.violationDate < addMonths(previous, rule.monthsBetweenCourses))
    reasons.push('recentCourse');
  if (answers.seriousInjuryOrDeath) reasons.push('injuryOrDeath');
  if (answers.commercialLicence && answers.noncommercialVehicle !== true) reasons.push('commercialLicence');
  if (daysBetween(today, answers.courtDate) < rule.minimumDaysBeforeCourtDate) reasons.push('courtDateTooSoon');
  return reasons;
}

/** The typed signature matches the account's name: first and last (the middle name optional), case and spaces aside. */
export function signatureMatches(typed: string, name: { first: string; middle: string | null; last: string }) {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  const given = norm(typed);
  const withoutMiddle = norm(`${name.first} ${name.last}`);
  const withMiddle = name.middle ? norm(`${name.first} ${name.middle} ${name.last}`) : withoutMiddle;
  return given.length > 0 && (given === withoutMiddle || given === withMiddle);
}
