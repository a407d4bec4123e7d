import type { FastifyInstance } from 'fastify';

import {
  type AzRegistrationStatus,
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
import { decideEligibility } from '../admission/eligibilityDecision';
import { eligibilityAnswersOf, eligibleViolations, ownAdmissionCourse } from '../admission/eligibilityRecords';
import { requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { ok, parseWith } from '../http/envelope';
import { footprintOf } from '../http/footprint';

const fullNameOf = (c: { firstName: string; middleName: string | null; lastName: string }) =>
  [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');

/**
 * 02 §2 eligibility and az-registration-status: the Arizona eligibility check (A.R.S. 28-3392) with the
 * student's signed affirmation, decided once; and the flow's timeline. The student's own courses only.
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
    const outcome = await decideEligibility(ctx.db, session.studentId, body, footprintOf(req), ctx.clock());
    // Decided before: 409 with the decision that stands.
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
