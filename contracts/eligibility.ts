import * as z from 'zod/mini';

import { admissionDocumentTypes, arizonaEligibilityRuleSchema } from './courseRules';
import { envelope } from './envelope';
import { isoDate, isoInstant } from './instants';
import { id, idParam, text } from './primitives';

export { eligibilityFailureCodes } from './failureCodes';

/*
 * 02 §2 eligibility and az-registration-status: the eligibility check the course rule names (Arizona's
 * defensive driving, A.R.S. 28-3392), answered by the student with a signed affirmation and decided by the server;
 * and the status timeline of the Arizona flow. The numbers (months, days) come from the course rule, never a constant.
 */

/** Why the server declines, each a rule of A.R.S. 28-3392 or the court rule (state-rules.md §1.4, §4.4). */
export const declineReasons = [
  /** 28-3392(B): a defensive driving course for a violation within the rule's months (by violation dates). */
  'recentCourse',
  /** 28-3392(C)(1): the violation caused a serious physical injury or a death. */
  'injuryOrDeath',
  /** 28-3392(A)(1): only the civil moving violations of the Supreme Court's list are eligible. */
  'violationNotEligible',
  /** The course must be complete at least the rule's days before the court date. */
  'courtDateTooSoon',
  /** 28-3392(A)(2)(b): a CDL holder only for a class D or M vehicle not used for commercial purposes. */
  'commercialLicence',
] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** What the student chooses when the violation on the citation is not in the list (declined: not eligible). */
export const violationNotListed = 'notListed';

/** The version of the affirmation text the student signs (stored with the signature; a new wording is a new version). */
export const affirmationVersion = 'az-dds-2026-1';
/** The affirmation in English as signed, with the rule's months (the page shows it in the student's language). */
export const affirmationTextOf = (monthsBetweenCourses: number) =>
  `I affirm that the answers I gave are true: I have not attended a defensive driving school for a violation within ${monthsBetweenCourses} months of this one, the violation did not result in a serious physical injury or death, and I understand that the court may refuse the diversion if any answer is false.`;

export const eligibleViolationSchema = z.object({ code: z.string(), description: z.string() });
export type EligibleViolation = z.infer<typeof eligibleViolationSchema>;

const codeText = () => text().check(z.trim(), z.minLength(1), z.maxLength(20));

/** The student's answers (the questions the Arizona rule needs). */
export const eligibilityAnswersSchema = z.object({
  /** A code of the eligible list, or 'notListed'. */
  violationCode: codeText(),
  violationDate: isoDate(),
  courtDate: isoDate(),
  seriousInjuryOrDeath: z.boolean(),
  /** The date of the violation for which the student last attended a defensive driving school; null: never. */
  previousCourseViolationDate: z.nullable(isoDate()),
  /** Holds a commercial driver licence (CDL). */
  commercialLicence: z.boolean(),
  /** CDL holders: was the vehicle one needing a class D or M licence, not used for commercial purposes? null otherwise. */
  noncommercialVehicle: z.nullable(z.boolean()),
});
export type EligibilityAnswers = z.infer<typeof eligibilityAnswersSchema>;

/** The signature: the full name typed as on the account, and the box ticked for this version of the text. */
export const affirmationRequestSchema = z.object({
  fullName: text().check(z.trim(), z.minLength(1), z.maxLength(200)),
  accepted: z.literal(true),
  version: z.literal(affirmationVersion),
});
export type AffirmationRequest = z.infer<typeof affirmationRequestSchema>;

export const eligibilityRequestSchema = z.object({
  studentCourseId: id(),
  answers: eligibilityAnswersSchema,
  affirmation: affirmationRequestSchema,
});
export type EligibilityRequest = z.infer<typeof eligibilityRequestSchema>;

export const eligibilityQuerySchema = z.object({ studentCourseId: z.optional(idParam()) });
export const registrationStatusQuerySchema = eligibilityQuerySchema;

export const eligibilityDecisionSchema = z.object({
  outcome: z.enum(['approved', 'declined']),
  /** Empty when approved. */
  reasons: z.array(z.enum(declineReasons)),
  decidedAt: isoInstant(),
});
export type EligibilityDecision = z.infer<typeof eligibilityDecisionSchema>;
export const eligibilityDecisionResponseSchema = envelope(eligibilityDecisionSchema);

export const admissionDocumentStatuses = ['missing', 'filed', 'approved', 'declined'] as const;
export type AdmissionDocumentStatus = (typeof admissionDocumentStatuses)[number];
export const admissionDocumentSchema = z.object({
  type: z.enum(admissionDocumentTypes),
  status: z.enum(admissionDocumentStatuses),
});

export const eligibilityPageSchema = z.object({
  studentCourseId: id(),
  courseName: z.string(),
  /** The rule's numbers, for the questions and the reasons in words. */
  rule: arizonaEligibilityRuleSchema,
  /** The name the affirmation is signed with (first, optional middle, last). */
  studentName: z.string(),
  violations: z.array(eligibleViolationSchema),
  /** The answers given with the decision; null before. */
  answers: z.nullable(eligibilityAnswersSchema),
  documents: z.array(admissionDocumentSchema),
  /** Every document the rule needs is filed (or approved) and none declined: the check can be answered. */
  documentsFiled: z.boolean(),
  decision: z.nullable(eligibilityDecisionSchema),
});
export type EligibilityPage = z.infer<typeof eligibilityPageSchema>;
export const eligibilityPageResponseSchema = envelope(eligibilityPageSchema);

/** The AZ flow's timeline: each step with when it happened (null: not yet). */
export const azRegistrationStatusSchema = z.object({
  studentCourseId: id(),
  courseName: z.string(),
  registeredAt: isoInstant(),
  paidAt: z.nullable(isoInstant()),
  documentsFiledAt: z.nullable(isoInstant()),
  eligibility: z.nullable(z.object({ outcome: z.enum(['approved', 'declined']), decidedAt: isoInstant() })),
  courseStartedAt: z.nullable(isoInstant()),
});
export type AzRegistrationStatus = z.infer<typeof azRegistrationStatusSchema>;
export const azRegistrationStatusResponseSchema = envelope(azRegistrationStatusSchema);

/** The answers that cannot be true, by the key their code and message share. */
export type ImpossibleEligibilityAnswer =
  'violationDateFuture' | 'courtBeforeViolation' | 'previousAfterViolation' | 'vehicleRequired';

export const eligibilityMessages = {
  page: 'Eligibility.',
  approved: 'You are eligible: your course can start.',
  declined: 'You are not eligible for this course.',
  status: 'Registration status.',
  documentsMissing: 'Please file the documents your course needs before the eligibility check.',
  decided: 'Your eligibility has already been decided.',
  nameMismatch: 'Please type your full name exactly as it is on your account to sign.',
  notRequired: 'This course has no eligibility check.',
  violationDateFuture: 'The violation date cannot be in the future.',
  courtBeforeViolation: 'The court date must be after the violation date.',
  previousAfterViolation: 'The earlier violation must be before this one.',
  vehicleRequired: 'Please say whether you were driving a class D or M vehicle, not for commercial purposes.',
} as const;
