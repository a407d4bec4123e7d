import type { AdmissionStep, CourseAction } from '../../contracts/courseProgress';
import type { AdmissionRule } from '../../contracts/courseRules';
import type { DeclineReason, EligibilityDecision } from '../../contracts/eligibility';
import type { Queryable } from '../db/types';
import { type AdmissionDocument, admissionDocumentsOf } from './admissionDocuments';

/*
 * The admission of a course whose rule has one (Arizona): its documents and its eligibility decision, and
 * what is still missing before a chapter may open. Course launch, the dashboard's action and the eligibility pages all
 * read it here, so they never disagree.
 */

export interface Admission {
  documents: AdmissionDocument[];
  /** Every document the rule needs is filed or approved, none declined. */
  documentsFiled: boolean;
  decision: EligibilityDecision | null;
  /** What stops the course from starting; null: admitted. */
  missing: AdmissionStep | null;
}

interface DecisionRow {
  outcome: 'approved' | 'declined';
  reasons: DeclineReason[];
  decided_at: Date | string;
}

export async function eligibilityDecisionOf(
  db: Queryable,
  studentCourseId: number,
): Promise<EligibilityDecision | null> {
  const [row] = await db.query<DecisionRow>(
    'select outcome, reasons, decided_at from eligibility_decisions where student_course_id = $1',
    [studentCourseId],
  );
  return row ? { outcome: row.outcome, reasons: row.reasons, decidedAt: new Date(row.decided_at).toISOString() } : null;
}

export async function admissionOf(db: Queryable, studentCourseId: number, rule: AdmissionRule): Promise<Admission> {
  const documents = await admissionDocumentsOf(db, studentCourseId, rule.documents);
  const documentsFiled = documents.every((d) => d.status === 'filed' || d.status === 'approved');
  const decision = rule.eligibility ? await eligibilityDecisionOf(db, studentCourseId) : null;
  // A decline is final (the student's way on is support or a refund); then documents, then the check.
  const missing: AdmissionStep | null =
    decision?.outcome === 'declined'
      ? 'declined'
      : !documentsFiled
        ? 'documents'
        : rule.eligibility && !decision
          ? 'eligibility'
          : null;
  return { documents, documentsFiled, decision, missing };
}

/** The dashboard's action for a course still waiting on its admission. */
export const admissionActions: Record<AdmissionStep, CourseAction> = {
  documents: 'fileDocuments',
  eligibility: 'checkEligibility',
  declined: 'notEligible',
};

/**
 * The dashboard's action for a course: a course that would start (or continue) while its admission is not
 * complete leads to the next admission step instead.
 */
export async function withAdmissionAction(
  db: Queryable,
  course: { studentCourseId: number; rules: { admission: AdmissionRule | null } },
  action: CourseAction,
): Promise<CourseAction> {
  if (!course.rules.admission || (action !== 'start' && action !== 'continue')) return action;
  const { missing } = await admissionOf(db, course.studentCourseId, course.rules.admission);
  return missing ? admissionActions[missing] : action;
}
