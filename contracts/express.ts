import * as z from 'zod/mini';

import { studentSchema } from './auth';
import { envelope } from './envelope';
import { id, idParam, text } from './primitives';
import { flexiFieldAnswerSchema } from './registration';

/**
 * The express registration page (01 §2 /registerfast and its parts): the registration call, the course info panel and
 * the reviews aggregate.
 */

// ---- Express registration (01 §3 Express registration payload, §4 states 1–7) ----
export const expressLimits = { emailMin: 6, emailMax: 100 } as const;
/** 01 §9: the express flow's default state. */
export const expressDefaultStateId = 99;

export const expressRegistrationRequestSchema = z.object({
  firstName: z._default(z.literal(''), ''),
  lastName: z._default(z.literal(''), ''),
  emailId: text().check(z.trim(), z.minLength(expressLimits.emailMin), z.maxLength(expressLimits.emailMax), z.email()),
  isStudentOptMail: z._default(z.boolean(), true),
  isStudentOptSms: z._default(z.boolean(), false),
  /** Optional; digits with dashes, first digit not 0 (01 §5 Express phone). */
  mobileNumber: z._default(text().check(z.maxLength(20)), ''),
  parentEmail: z._default(z.literal(''), ''),
  /** The spec's default password (contracts/expressPlaceholder.ts): never stored as one; the student chooses theirs by a mailed link. */
  password: text().check(z.minLength(6), z.maxLength(30)),
  state: z._default(z.object({ stateId: idParam() }), { stateId: expressDefaultStateId }),
  a_aid: z.optional(text().check(z.maxLength(100))),
  PAPAffiliateId: z.optional(text().check(z.maxLength(100))),
  configCourseId: id(),
  countyLedgerId: z.optional(id()),
  organisationId: z.optional(id()),
  paymentMethod: z.enum(['Paypal', 'Apple', 'Credit Card']),
  flexifieldList: z._default(z.array(flexiFieldAnswerSchema).check(z.maxLength(50)), []),
});
export type ExpressRegistrationRequest = z.input<typeof expressRegistrationRequestSchema>;
/** Answer: like registration (status, token, student with isEligible). */
export const expressRegistrationResponseSchema = envelope(studentSchema);

// ---- Reviews aggregate (01 §7; served by the reviews adapter) ----
export const reviewsAggregateSchema = z.object({
  average_rating: z.number().check(z.minimum(0), z.maximum(5)),
  /** 0: there are no reviews to show (production without a reviews provider); the rating is hidden. */
  total_reviews: z.int().check(z.nonnegative()),
  /** true: the demonstration's sample reviews, never real ones; the rating says so. Absent for a provider's figures. */
  sample: z.optional(z.boolean()),
});
export type ReviewsAggregate = z.infer<typeof reviewsAggregateSchema>;
export const reviewsAggregateResponseSchema = envelope(reviewsAggregateSchema);

// ---- Course info (01 §3 Course info; the express page's panel) ----
export const courseInfoQuerySchema = z.object({ configCourseId: idParam() });
export const courseInfoSchema = z.object({
  configCourseId: z.int(),
  name: z.string(),
  /** HTML; sanitized before it is shown ('Every Minute You Wait Costs You $$$'). */
  infoHeader: z._default(z.string(), ''),
  /** HTML sections of the panel. */
  info: z._default(z.string(), ''),
  configCourseFaq: z._default(
    z.array(z.object({ faq: z.object({ questionName: z.string(), description: z.string() }) })),
    [],
  ),
  /** The promo video, served by the product (no third-party player). */
  promoVideoUrl: z._default(z.nullable(z.string()), null),
  price: z.number().check(z.nonnegative()),
});
export type CourseInfo = z.infer<typeof courseInfoSchema>;
export const courseInfoResponseSchema = envelope(courseInfoSchema);

// ---- Additions of the reference server: the texts of its answers ----
/** Messages of the express registration (01 §4 Express registration). */
export const expressMessages = {
  success: 'Registration successful.',
  /** 200, success true, isEligible false, no token: the app opens 'Looks like you are already registered'. */
  alreadyRegistered: 'Looks like you are already registered',
  /** AZ_FLOW: isEligible false for an e-mail already registered (Arizona: once per 12 months); the app shows it and goes to /login. */
  azNotEligible: 'You are not eligible to register for this course again. Please log in to continue.',
  /** 400 FAIL (01 §5 Express e-mail). */
  invalidEmail: 'Please Provide a Valid Email Address',
  /** 400 VALIDATION (01 §5 Express phone). */
  invalidPhone: 'Please enter a valid phone number',
} as const;
/** The student record of an already-registered answer discloses nothing of the existing account. */
export const expressAlreadyRegisteredStatus = 'AlreadyRegistered';

export const reviewsMessages = { aggregate: 'Reviews aggregate.' } as const;
export const courseInfoMessages = { info: 'Course info.', notFound: 'Course not found.' } as const;
