import type { ArizonaEligibilityRule } from '../../contracts/courseRules';
import {
  affirmationTextOf,
  type EligibilityDecision,
  eligibilityFailureCodes,
  eligibilityMessages,
  type EligibilityRequest,
} from '../../contracts/eligibility';
import { localDateOf } from '../courseTaking/zonedTime';
import type { Db } from '../db/types';
import { ApiError } from '../http/envelope';
import type { Footprint } from '../http/footprint';
import { admissionOf } from './admission';
import { eligibleViolations, ownAdmissionCourse } from './eligibilityRecords';
import { declineReasonsOf, impossibleAnswer, signatureMatches } from './eligibilityRules';

/** The decision, and whether it was made before this request (then nothing was written). */
export interface EligibilityOutcome {
  decided: EligibilityDecision;
  already: boolean;
}

/**
 * 02 §2 eligibility: the Arizona eligibility check (A.R.S. 28-3392) with the student's signed affirmation, decided
 * once, in one transaction on the student's locked course: the answers, then the decision with the affirmation as
 * signed (its text, the time, the address and browser it came from).
 */
export function decideEligibility(
  db: Db,
  studentId: number,
  request: EligibilityRequest,
  footprint: Footprint,
  now: Date,
): Promise<EligibilityOutcome> {
  return db.transaction(async (tx): Promise<EligibilityOutcome> => {
    const course = await ownAdmissionCourse(tx, studentId, request.studentCourseId, { forUpdate: true });
    const rule = course.rules.admission!;
    const eligibility: ArizonaEligibilityRule = rule.eligibility!;
    const admission = await admissionOf(tx, course.studentCourseId, rule);
    if (admission.decision) return { decided: admission.decision, already: true };
    if (!admission.documentsFiled)
      throw new ApiError(409, eligibilityMessages.documentsMissing, eligibilityFailureCodes.documentsMissing);
    const today = localDateOf(now, course.rules.timeZone);
    const impossible = impossibleAnswer(request.answers, today);
    if (impossible) throw new ApiError(400, eligibilityMessages[impossible], eligibilityFailureCodes[impossible]);
    if (
      !signatureMatches(request.affirmation.fullName, {
        first: course.firstName,
        middle: course.middleName,
        last: course.lastName,
      })
    )
      throw new ApiError(400, eligibilityMessages.nameMismatch, eligibilityFailureCodes.nameMismatch);
    const codes = new Set((await eligibleViolations(tx, course.stateCode)).map((v) => v.code));
    const reasons = declineReasonsOf(eligibility, request.answers, codes, today);
    const answers = request.answers;
    await tx.query(
      `insert into eligibility_answers (student_course_id, violation_code, violation_date, court_date, serious_injury_or_death,
         previous_course_violation_date, commercial_licence, noncommercial_vehicle, answered_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        course.studentCourseId,
        answers.violationCode,
        answers.violationDate,
        answers.courtDate,
        answers.seriousInjuryOrDeath,
        answers.previousCourseViolationDate,
        answers.commercialLicence,
        answers.commercialLicence ? answers.noncommercialVehicle : null,
        now,
      ],
    );
    const affirmation = {
      fullName: request.affirmation.fullName.trim(),
      version: request.affirmation.version,
      text: affirmationTextOf(eligibility.monthsBetweenCourses),
      signedAt: now.toISOString(),
      ipAddress: footprint.ipAddress,
      userAgent: footprint.userAgent,
    };
    const outcome = reasons.length === 0 ? 'approved' : 'declined';
    await tx.query(
      `insert into eligibility_decisions (student_course_id, outcome, reasons, affirmation, decided_at)
       values ($1, $2, $3::jsonb, $4::jsonb, $5)`,
      [course.studentCourseId, outcome, JSON.stringify(reasons), JSON.stringify(affirmation), now],
    );
    return { decided: { outcome, reasons, decidedAt: now.toISOString() }, already: false };
  });
}
