import type { FastifyInstance } from 'fastify';

import type { ArizonaEligibilityRule } from '../../contracts/courseRules';
import {
  affirmationTextOf,
  type AzRegistrationStatus,
  type EligibilityDecision,
  eligibilityFailureCodes,
  eligibilityMessages,
  type EligibilityPage,
  eligibilityQuerySchema,
  eligibilityRequestSchema,
  registrationStatusQuerySchema,
} from '../../contracts/eligibility';
import * as apiPaths from '../../contracts/paths';
import { admissionOf } from '../admission/admission';
import { documentsFiledAt } from '../admission/admissionDocuments';
import { eligibilityAnswersOf, eligibleViolations, ownAdmissionCourse } from '../admission/eligibilityRecords';
import { declineReasonsOf, impossibleAnswer, signatureMatches } from '../admission/eligibilityRules';
import { requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { localDateOf } from '../courseTaking/zonedTime';
import { ApiError, ok, parseWith } from '../http/envelope';
import { footprintOf } from '../http/footprint';

const fullNameOf = (c: { firstName: string; middleName: string | null; lastName: string }) =>
  [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');

/**
 * 02 §2 eligibility and az-registration-status: the Arizona eligibility check (A.R.S. 28-3392) with the
 * student's signed affirmation, decided here once; and the flow's timeline. The student's own courses only.
 */
export function registerEligibilityRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.eligibility, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(eligibilityQuerySchema, req.query, 'query');
    const course = await ownAdmissionCourse(ctx.db, session.studentId, query.studentCourseId);
    const rule = course.rules.admission!;
    const admission = await admissionOf(ctx.db, course.studentCourseId, rule);
    const page: EligibilityPage = {
      studentCourseId: course.studentCourseId,
      courseName: course.courseName,
      rule: rule.eligibility!,
      studentName: fullNameOf(course),
      violations: await eligibleViolations(ctx.db, course.stateCode),
      answers: await eligibilityAnswersOf(ctx.db, course.studentCourseId),
      documents: admission.documents.map((d) => ({ type: d.type, status: d.status })),
      documentsFiled: admission.documentsFiled,
      decision: admission.decision,
    };
    return ok(eligibilityMessages.page, page);
  });

  app.post(apiPaths.eligibility, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(eligibilityRequestSchema, req.body, 'body');
    const footprint = footprintOf(req);
    const outcome = await ctx.db.transaction(
      async (tx): Promise<{ decided: EligibilityDecision; already: boolean }> => {
        const course = await ownAdmissionCourse(tx, session.studentId, body.studentCourseId, { forUpdate: true });
        const rule = course.rules.admission!;
        const eligibility: ArizonaEligibilityRule = rule.eligibility!;
        const admission = await admissionOf(tx, course.studentCourseId, rule);
        if (admission.decision) return { decided: admission.decision, already: true };
        if (!admission.documentsFiled)
          throw new ApiError(409, eligibilityMessages.documentsMissing, eligibilityFailureCodes.documentsMissing);
        const now = ctx.clock();
        const today = localDateOf(now, course.rules.timeZone);
        const impossible = impossibleAnswer(body.answers, today);
        if (impossible) throw new ApiError(400, eligibilityMessages[impossible], eligibilityFailureCodes[impossible]);
        if (
          !signatureMatches(body.affirmation.fullName, {
            first: course.firstName,
            middle: course.middleName,
            last: course.lastName,
          })
        )
          throw new ApiError(400, eligibilityMessages.nameMismatch, eligibilityFailureCodes.nameMismatch);
        const codes = new Set((await eligibleViolations(tx, course.stateCode)).map((v) => v.code));
        const reasons = declineReasonsOf(eligibility, body.answers, codes, today);
        const answers = body.answers;
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
          fullName: body.affirmation.fullName.trim(),
          version: body.affirmation.version,
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
      },
    );
    if (outcome.already) {
      return reply.code(409).send({
        status: { success: false, message: eligibilityMessages.decided, code: eligibilityFailureCodes.decided },
        data: outcome.decided,
      });
    }
    const message =
      outcome.decided.outcome === 'approved' ? eligibilityMessages.approved : eligibilityMessages.declined;
    return ok(message, outcome.decided);
  });

  app.get(apiPaths.azRegistrationStatus, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(registrationStatusQuerySchema, req.query, 'query');
    const course = await ownAdmissionCourse(ctx.db, session.studentId, query.studentCourseId);
    const admission = await admissionOf(ctx.db, course.studentCourseId, course.rules.admission!);
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    const status: AzRegistrationStatus = {
      studentCourseId: course.studentCourseId,
      courseName: course.courseName,
      registeredAt: course.registeredAt.toISOString(),
      paidAt: iso(course.paidAt),
      documentsFiledAt: iso(documentsFiledAt(admission.documents)),
      eligibility: admission.decision
        ? { outcome: admission.decision.outcome, decidedAt: admission.decision.decidedAt }
        : null,
      courseStartedAt: iso(course.startedAt),
    };
    return ok(eligibilityMessages.status, status);
  });
}
