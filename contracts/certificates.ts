import * as z from 'zod/mini';

import { certificateMailingStates } from './courseProgress';
import { envelope } from './envelope';
import { isoDate } from './instants';
import { idParam } from './primitives';

/*
 * Completion certificates (02 §7 certificate download, course-completed message): issued once when a course
 * completes, with a certificate number and an unguessable verification code that anyone (a court clerk, an insurer)
 * can check on the public page /verify-certificate.
 */

/** A verification code: 16 characters of Crockford's base 32 (80 bits) in four groups of four. */
export const verificationCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** What a person types, tidied: upper case, O read as 0, I and L as 1, groups joined by dashes. */
export function normaliseVerificationCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return (plain.match(/.{1,4}/g) ?? []).join('-');
}

// ---- Certificate download: GET ?studentCourseId=&language= (a PDF) ----
export const certificateDownloadQuerySchema = z.object({
  studentCourseId: idParam(),
  language: z.optional(z.string().check(z.maxLength(10))),
});

// ---- Public verification: GET ?code= ----
export const certificateVerifyQuerySchema = z.object({
  code: z.string().check(z.maxLength(40)),
});

/** What the public may learn from a code: whose certificate, for which course, when, and whether it stands. */
export const certificateVerificationSchema = z.union([
  z.object({
    found: z.literal(true),
    /** False when the school has revoked it. */
    valid: z.boolean(),
    studentName: z.string(),
    courseName: z.string(),
    stateName: z.string(),
    completedOn: isoDate(),
    certificateNumber: z.string(),
  }),
  z.object({ found: z.literal(false) }),
]);
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
export const certificateVerificationResponseSchema = envelope(certificateVerificationSchema);

// ---- Operators: GET ?status= lists the printed copies; POST { certificateNumber, status } advances one ----
export const certificateMailingsQuerySchema = z.object({ status: z.optional(z.enum(certificateMailingStates)) });
export const certificateMailingAdvanceSchema = z.object({
  certificateNumber: z.string().check(z.minLength(1), z.maxLength(40)),
  status: z.enum(['printed', 'mailed']),
});
