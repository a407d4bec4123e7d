import { z } from 'zod';
import { envelope } from './envelope';
import { studentSchema } from './auth';

/** Tracking fields kept from the entry URL (01 §3 Registration payload). */
export const trackingFieldNames = [
  'utmCampaign', 'utmContent', 'utmMedium', 'utmSource', 'utmTerm', 'aaid', 'abid', 'acid', 'visitorId',
  'affiliateId', 'referral', 'trafficType', 'utmGadSource', 'gclid',
] as const;
export type TrackingFieldName = (typeof trackingFieldNames)[number];
const trackingShape = Object.fromEntries(trackingFieldNames.map((name) => [name, z.string().max(300).optional()])) as Record<
  TrackingFieldName,
  z.ZodOptional<z.ZodString>
>;

export const registrationLimits = { nameMax: 35, passwordMin: 6, passwordMax: 30, emailMax: 100 } as const;

/** The student part of the registration payload. */
export const registrationStudentSchema = z.object({
  firstName: z.string().trim().min(1).max(registrationLimits.nameMax),
  lastName: z.string().trim().min(1).max(registrationLimits.nameMax),
  emailId: z.string().trim().email().max(registrationLimits.emailMax),
  /** Only in the parent flow (reason 'SPIDER Drivers Education'). */
  parentEmail: z.string().trim().email().max(registrationLimits.emailMax).optional(),
  /** ###-###-####; required when isStudentOptSms is true. */
  mobileNumber: z.string().regex(/^\d{3}-\d{3}-\d{4}$/).optional(),
  password: z.string().min(registrationLimits.passwordMin).max(registrationLimits.passwordMax),
  isStudentOptSms: z.boolean().default(false),
  isStudentOptMail: z.boolean().default(true),
  state: z.object({ stateId: z.number().int() }).nullable().default(null),
  ...trackingShape,
});

/** One extra registration field's answer. */
export const flexiFieldAnswerSchema = z.object({
  flexiFieldId: z.number().int(),
  flexiFieldName: z.string().max(100),
  value: z.string().max(200),
});

export const registrationRequestSchema = z.object({
  student: registrationStudentSchema,
  configCourseId: z.number().int(),
  organisationId: z.number().int().optional(),
  /** County/court flow only. */
  countyLedgerId: z.number().int().optional(),
  vehicleTag: z.string().trim().max(20).optional(),
  flexifieldList: z.array(flexiFieldAnswerSchema).max(50).default([]),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** Answer: status, token and the new student (status PaymentPending, active). */
export const registrationResponseSchema = envelope(studentSchema);
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

// ---- Course price (01 §7 "Course price details"; 02 §3 Course price) ----
export const coursePriceRequestSchema = z.object({ configCourseId: z.number().int() });
export const coursePriceSchema = z.object({
  configCourseId: z.number().int(),
  name: z.string(),
  basePrice: z.number().nonnegative(),
  crossOutPrice: z.number().nonnegative().default(0),
  checkoutHeader: z.string().nullable().default(null),
});
export type CoursePrice = z.infer<typeof coursePriceSchema>;
export const coursePriceResponseSchema = envelope(coursePriceSchema);

// ---- Flexi (extra registration) fields (01 §3, §7) ----
export const flexiFieldTypes = ['TEXT', 'DROPDOWN', 'DATE', 'NUMBER'] as const;
export const flexiFieldSchema = z.object({
  flexiFieldId: z.number().int(),
  flexiFieldType: z.enum(flexiFieldTypes),
  /** Known names: COUNTY, COURT, CITATIONDATE, CITATIONDUEDATE, VEHICLE_TAG, PermitNumber, SSN, SSNLASTFOUR. */
  flexiFieldName: z.string(),
  /** Shown as the label. */
  flexiFieldDescription: z.string(),
  isMandatoryField: z.boolean().default(false),
  /** Needs a confirm input that must match ('{id} must match'). */
  isValidationRequired: z.boolean().default(false),
  /** For dependent dropdowns (COURT depends on COUNTY): the parent field's value this list belongs to. */
  refFieldValue: z.string().nullable().default(null),
  value: z.string().nullable().default(null),
  dropdownItems: z.array(z.object({ value: z.string(), label: z.string(), refFieldValue: z.string().nullable().default(null) })).default([]),
});
export type FlexiField = z.infer<typeof flexiFieldSchema>;

/** What the page shows about the course (court referral, diversion). */
export const courseInformationSchema = z.object({
  isCourtReferral: z.boolean().default(false),
  isDiversionFieldAtRegistration: z.boolean().default(false),
  countyLedgerId: z.number().int().nullable().default(null),
  courseName: z.string().nullable().default(null),
});

export const flexiFieldsQuerySchema = z.object({
  /** JSON of { configCourseId, isDiversionFieldAtRegistration: true, stateId }. */
  configCourseJsonObj: z.string().max(500),
});
export const flexiFieldsRequestObjectSchema = z.object({
  configCourseId: z.number().int(),
  isDiversionFieldAtRegistration: z.boolean().default(true),
  stateId: z.number().int().nullable().optional(),
});
export const flexiFieldsResponseSchema = envelope(
  z.object({ studentFlexiFieldDtoList: z.array(flexiFieldSchema), studentCourseInformationDtoObj: courseInformationSchema.nullable().default(null) }),
);

// ---- Course remapping by state (01 §4 State selection; path not shown by the spec) ----
export const courseRemapQuerySchema = z.object({ configCourseId: z.coerce.number().int(), stateId: z.coerce.number().int() });
/** 404 when the course has no other config for the state (the app ignores it). */
export const courseRemapResponseSchema = envelope(z.object({ courseConfigId: z.number().int() }));

// ---- Checkout (02 §3 Payment transaction; issue 3 uses the zero-amount bypass) ----
export const paymentTransactionLineSchema = z.object({
  configCourseId: z.number().int(),
  priceTypeCode: z.string().max(20),
  price: z.number(),
});
export const checkoutRequestSchema = z.object({
  paymentGateway: z.string().max(40),
  totalAmount: z.number().nonnegative(),
  isPayLater: z.boolean().default(false),
  isParentPaymentRequest: z.boolean().default(false),
  isGatewayBypass: z.boolean().default(false),
  isGSACourse: z.boolean().default(false),
  isPrimary: z.boolean().default(true),
  student: z.object({ studentId: z.number().int() }),
  configCourse: z.object({ configCourseId: z.number().int() }),
  studentPaymentTrxLines: z.array(paymentTransactionLineSchema).default([]),
  organisationId: z.number().int().optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = envelope(
  z.object({ studentPaymentTrxId: z.number().int(), studentCourse: z.object({ studentCourseId: z.number().int() }) }),
);
