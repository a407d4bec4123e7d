import * as z from 'zod/mini';

import { envelope } from './envelope';
import { text } from './primitives';

/** The court case lookup of /sacramento-court (01 §2, §3 Court case lookup, §5 Court lookup, §8). */

// ---- The lookup (path not shown by the spec) ----
export const courtLookupLimits = { max: 35 } as const;
export const courtLookupRequestSchema = z.object({
  caseNumber: text().check(z.trim(), z.minLength(1), z.maxLength(courtLookupLimits.max), z.regex(/^[A-Za-z0-9]+$/)),
  citationNumber: text().check(z.trim(), z.minLength(1), z.maxLength(courtLookupLimits.max), z.regex(/^[A-Za-z0-9]+$/)),
});
export type CourtLookupRequest = z.infer<typeof courtLookupRequestSchema>;
export const courtCourseSchema = z.object({
  name: z.string(),
  /** Spelled so by the spec. */
  orginalPrice: z.number().check(z.nonnegative()),
  discountPrice: z.number().check(z.nonnegative()),
  configCourseId: z.int(),
  countyLedgerId: z._default(z.nullable(z.int()), null),
  stateId: z._default(z.nullable(z.int()), null),
  courseId: z._default(z.nullable(z.int()), null),
  organisationId: z._default(z.nullable(z.int()), null),
});
export type CourtCourse = z.infer<typeof courtCourseSchema>;
/** A match answers a list; no match answers status false with a message (or 'No Records Found!'). */
export const courtLookupResponseSchema = envelope(z.array(courtCourseSchema));

export const courtLookupMessages = {
  found: 'Court case found.',
  /** 404 NOT_FOUND (01 §8). */
  noRecords: 'No Records Found!',
  caseRequired: 'Case Number is required',
  caseLength: 'Case Number should be between 1 to 35',
  casePattern: 'Case Number should only contain alphabets',
  citationRequired: 'Citation Number is required',
  citationLength: 'Citation Number should be between 1 to 35',
  citationPattern: 'Citation Number should only contain alphabets',
} as const;
