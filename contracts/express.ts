import * as z from 'zod/mini';
import { id, idParam, text } from './primitives';
import { envelope } from './envelope';
import { studentSchema } from './auth';
import { flexiFieldAnswerSchema } from './registration';

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
  /** The express flow sends a default password; the student sets a real one later. */
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

// ---- Court case lookup (01 §3 Court case lookup; path not shown by the spec) ----
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

// ---- Reviews aggregate (01 §7; served by the reviews adapter) ----
export const reviewsAggregateSchema = z.object({ average_rating: z.number().check(z.minimum(0), z.maximum(5)), total_reviews: z.int().check(z.nonnegative()) });
export type ReviewsAggregate = z.infer<typeof reviewsAggregateSchema>;
export const reviewsAggregateResponseSchema = envelope(reviewsAggregateSchema);

// ---- Wallet provider sign-in return (01 §4 Wallet sign-in return) ----
export const walletTokenRequestSchema = z.object({ grant_type: z.literal('client_credentials'), code: text().check(z.minLength(1), z.maxLength(2000)) });
export const walletTokenResponseSchema = z.object({ access_token: z.string(), token_type: z.optional(z.string()), expires_in: z.optional(z.number()) });
export const walletProfileResponseSchema = z.object({
  name: z.object({ given_name: z._default(z.string(), ''), surname: z._default(z.string(), '') }),
  emails: z._default(z.array(z.object({ value: z.string(), primary: z._default(z.boolean(), false) })), []),
});
export type WalletProfile = z.infer<typeof walletProfileResponseSchema>;

// ---- State-with-category list (01 §2 /studentcourse-payment; path not shown) ----
export const stateWithCategorySchema = z.object({
  stateId: z.int(),
  stateName: z.string(),
  categories: z._default(z.array(z.object({ categoryId: z.int(), categoryName: z.string() })), []),
});
/**
 * The token of a link (a session token, or a parent token for /studentcourse-payment and the parent-token check)
 * travels in the Authorization header, never in the query: URLs end up in logs (issue 9).
 */
export const linkTokenSchema = text().check(z.trim(), z.minLength(1), z.maxLength(4000));
export const statesWithCategoryResponseSchema = envelope(z.array(stateWithCategorySchema));

// ---- Parent-flow token (01 §2 entry parameters; issued and signed by the server) ----
export const parentTokenClaimsSchema = z.object({
  primaryConfigCourseId: z.int(),
  secondaryConfigCourseIds: z._default(z.array(z.int()), []),
  organisationId: z.int(),
  studentId: z.int(),
  studentPaymentTrxId: z._default(z.nullable(z.int()), null),
});
export type ParentTokenClaims = z.infer<typeof parentTokenClaimsSchema>;
/** Checks the signature and expiry; answers the claims. */
export const parentTokenResponseSchema = envelope(parentTokenClaimsSchema);

// ---- Course info (01 §3 Course info; the express page's panel) ----
export const courseInfoQuerySchema = z.object({ configCourseId: idParam() });
export const courseInfoSchema = z.object({
  configCourseId: z.int(),
  name: z.string(),
  /** HTML; sanitized before it is shown ('Every Minute You Wait Costs You $$$'). */
  infoHeader: z._default(z.string(), ''),
  /** HTML sections of the panel. */
  info: z._default(z.string(), ''),
  configCourseFaq: z._default(z.array(z.object({ faq: z.object({ questionName: z.string(), description: z.string() }) })), []),
  /** The promo video, served by the product (no third-party player). */
  promoVideoUrl: z._default(z.nullable(z.string()), null),
  price: z.number().check(z.nonnegative()),
});
export type CourseInfo = z.infer<typeof courseInfoSchema>;
export const courseInfoResponseSchema = envelope(courseInfoSchema);

// ---- Additions of the reference server (messages, codes, the parent-token issue call) ----
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

/** Wallet errors answer plain OAuth-style JSON `{ error, error_description }` (not the envelope), like a real provider. */
export const walletErrorSchema = z.object({ error: z.string(), error_description: z.optional(z.string()) });
export const walletErrorCodes = {
  invalidRequest: 'invalid_request',
  invalidClient: 'invalid_client',
  invalidGrant: 'invalid_grant',
  invalidToken: 'invalid_token',
} as const;

/** Category ids of the state-with-category list (seeded, stable). */
export const courseCategoryIds = { trafficSchool: 1, defensiveDriving: 2, driversEd: 3 } as const;

/** POST parentToken (student session): issues a parent-flow token for the caller and mails the link to parentEmail. */
export const parentTokenRequestSchema = z.object({
  parentEmail: text().check(z.trim(), z.maxLength(100), z.email()),
  primaryConfigCourseId: id(),
  secondaryConfigCourseIds: z._default(z.array(id()).check(z.maxLength(10)), []),
});
export type ParentTokenRequest = z.input<typeof parentTokenRequestSchema>;
export const parentTokenIssueSchema = z.object({
  token: z.string(),
  /** ISO time; tokens live 7 days. */
  expiresAt: z.string(),
  /** `${PUBLIC_URL}/?token=<token>`, the link mailed to the parent. */
  parentLink: z.string(),
});
export const parentTokenIssueResponseSchema = envelope(parentTokenIssueSchema);
export const parentTokenLifetimeDays = 7;
export const parentTokenMessages = {
  issued: 'The payment link has been sent to your parent.',
  valid: 'Parent link is valid.',
  /** 401 TOKEN_INVALID: bad signature, malformed or expired. */
  invalid: 'This link is invalid or has expired.',
  sameEmail: 'Parent ID and student ID cannot be the same',
} as const;

export const reviewsMessages = { aggregate: 'Reviews aggregate.' } as const;
export const courseInfoMessages = { info: 'Course info.', notFound: 'Course not found.' } as const;
export const statesWithCategoryMessages = { list: 'States with categories.' } as const;
