import { z } from 'zod';
import { id, idParam, money, text } from './primitives';
import { envelope } from './envelope';
import { studentSchema } from './auth';

/** Tracking fields kept from the entry URL (01 §3 Registration payload). */
export const trackingFieldNames = [
  'utmCampaign', 'utmContent', 'utmMedium', 'utmSource', 'utmTerm', 'aaid', 'abid', 'acid', 'visitorId',
  'affiliateId', 'referral', 'trafficType', 'utmGadSource', 'gclid',
] as const;
export type TrackingFieldName = (typeof trackingFieldNames)[number];
const trackingShape = Object.fromEntries(trackingFieldNames.map((name) => [name, text().max(300).optional()])) as Record<
  TrackingFieldName,
  z.ZodOptional<z.ZodString>
>;

export const registrationLimits = { nameMax: 35, passwordMin: 6, passwordMax: 30, emailMax: 100 } as const;

/** The student part of the registration payload. */
export const registrationStudentSchema = z.object({
  firstName: text().trim().min(1).max(registrationLimits.nameMax),
  lastName: text().trim().min(1).max(registrationLimits.nameMax),
  emailId: text().trim().email().max(registrationLimits.emailMax),
  /** Only in the parent flow (reason 'SPIDER Drivers Education'). */
  parentEmail: text().trim().email().max(registrationLimits.emailMax).optional(),
  /** ###-###-####; required when isStudentOptSms is true. */
  mobileNumber: text().regex(/^\d{3}-\d{3}-\d{4}$/).optional(),
  password: text().min(registrationLimits.passwordMin).max(registrationLimits.passwordMax),
  isStudentOptSms: z.boolean().default(false),
  isStudentOptMail: z.boolean().default(true),
  state: z.object({ stateId: id() }).nullable().default(null),
  ...trackingShape,
});

/** One extra registration field's answer. */
export const flexiFieldAnswerSchema = z.object({
  flexiFieldId: id(),
  flexiFieldName: text().max(100),
  value: text().max(200),
});

export const registrationRequestSchema = z.object({
  student: registrationStudentSchema,
  configCourseId: id(),
  organisationId: id().optional(),
  /** County/court flow only. */
  countyLedgerId: id().optional(),
  vehicleTag: text().trim().max(20).optional(),
  flexifieldList: z.array(flexiFieldAnswerSchema).max(50).default([]),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** Answer: status, token and the new student (status PaymentPending, active). */
export const registrationResponseSchema = envelope(studentSchema);
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

// ---- Course price (01 §7 "Course price details"; 02 §3 Course price) ----
export const coursePriceRequestSchema = z.object({ configCourseId: id() });
/** A mail or BHWL (behind-the-wheel lesson) add-on of the course price (02 §3 mailPrice.mailItems, bhwlPrice.bhwlItems). */
export const priceExtraItemSchema = z.object({
  coursePriceTypeId: z.number().int(),
  /** 'Mail' or 'BHWL' (02 §3 price type codes). */
  priceTypeCode: z.enum(['Mail', 'BHWL']),
  bhwlName: z.string(),
  bhwlDescription: z.string().default(''),
  price: z.number().nonnegative(),
  /** Chosen by default when the cart opens. */
  selected: z.boolean().default(false),
});
export type PriceExtraItem = z.infer<typeof priceExtraItemSchema>;

export const coursePriceSchema = z.object({
  configCourseId: z.number().int(),
  name: z.string(),
  basePrice: z.number().nonnegative(),
  crossOutPrice: z.number().nonnegative().default(0),
  checkoutHeader: z.string().nullable().default(null),
  /** Base course card (02 §2 Cart). */
  description: z.string().default(''),
  logoPath: z.string().nullable().default(null),
  stateId: z.number().int().nullable().default(null),
  mailPrice: z.object({ mailItems: z.array(priceExtraItemSchema).default([]) }).default({ mailItems: [] }),
  bhwlPrice: z.object({ bhwlItems: z.array(priceExtraItemSchema).default([]) }).default({ bhwlItems: [] }),
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
  configCourseJsonObj: text().max(500),
});
export const flexiFieldsRequestObjectSchema = z.object({
  configCourseId: id(),
  isDiversionFieldAtRegistration: z.boolean().default(true),
  stateId: id().nullable().optional(),
});
export const flexiFieldsResponseSchema = envelope(
  z.object({ studentFlexiFieldDtoList: z.array(flexiFieldSchema), studentCourseInformationDtoObj: courseInformationSchema.nullable().default(null) }),
);

// ---- Course remapping by state (01 §4 State selection; path not shown by the spec) ----
export const courseRemapQuerySchema = z.object({ configCourseId: idParam(), stateId: idParam() });
/** 404 when the course has no other config for the state (the app ignores it). */
export const courseRemapResponseSchema = envelope(z.object({ courseConfigId: z.number().int() }));

// ---- Checkout (02 §3 Payment transaction; issue 3 uses the zero-amount bypass) ----
export const paymentTransactionLineSchema = z.object({
  configCourseId: id(),
  /** BASEPR (a course: the base course, an upsell or the upgrade), DISCOU, GIFTCC, Mail, BHWL (02 §3). */
  priceTypeCode: text().max(20),
  /** Negative for DISCOU and GIFTCC. */
  price: money(),
  /** Mail / BHWL item chosen (priceExtraItem.coursePriceTypeId). */
  coursePriceTypeId: id().optional(),
  bhwlName: text().max(200).optional(),
  /** false for the non-primary upsell lines under pay later (02 §4). */
  isPrimary: z.boolean().default(true),
});
export const checkoutRequestSchema = z.object({
  paymentGateway: text().max(40),
  totalAmount: money().nonnegative(),
  isPayLater: z.boolean().default(false),
  isParentPaymentRequest: z.boolean().default(false),
  isGatewayBypass: z.boolean().default(false),
  isGSACourse: z.boolean().default(false),
  isPrimary: z.boolean().default(true),
  student: z.object({ studentId: id() }),
  configCourse: z.object({ configCourseId: id() }),
  studentPaymentTrxLines: z.array(paymentTransactionLineSchema).default([]),
  organisationId: id().optional(),
  // ---- Issue 5 (contracts/checkout.ts explains each) ----
  /** The card payment method id or wallet approval the gateway charges (purchase record nonceFromTheClient). */
  nonceFromTheClient: text().max(200).optional(),
  /** One per payment attempt: a repeated submit with the same key answers the first result and charges once. */
  idempotencyKey: text().min(8).max(100).optional(),
  /** The parent's e-mail for a parent payment request (paylater + isParentPaymentRequest). */
  requestEmail: text().trim().email().max(100).optional(),
  /** The discount code or gift certificate applied (the server re-checks it and the DISCOU / GIFTCC line). */
  discount: z.object({ code: text().trim().min(1).max(50), type: z.enum(['DISCOUNTCODE', 'GIFTCERTIFICATE']) }).optional(),
  /** Paying an existing pending transaction (the parent cart, an unpaid pay-later order). */
  studentPaymentTrxId: id().optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = envelope(
  z.object({
    studentPaymentTrxId: z.number().int(),
    studentCourse: z.object({ studentCourseId: z.number().int() }),
    /** 'Completed' when charged (or bypassed); 'PaymentPending' for pay later and a parent payment request. */
    paymentStatus: z.enum(['Completed', 'PaymentPending']).default('Completed'),
  }),
);

// ---- Failures of registration and checkout (01 §8): the app matches these messages, machines the codes ----
/** status.code values of registration and checkout failures (in addition to contracts/envelope failureCodes). */
export const registrationFailureCodes = {
  /** 409: the e-mail is already registered (also the loser of a double submit). */
  duplicateEmail: 'DUPLICATE_EMAIL',
  /** 409: the e-mail belongs to a student of another organisation that cannot join this course. */
  emailRegisteredElsewhere: 'EMAIL_REGISTERED_ELSEWHERE',
  /** 409: the course config is closed for registration (or not sold by this organisation). */
  registrationClosed: 'REGISTRATION_CLOSED',
  /** 400: an e-mail problem the app shows under the e-mail field (spec status 'Fail'): syntax, domain restriction. */
  emailFail: 'FAIL',
  /** 400: GSA course without a valid government fleet vehicle tag. */
  invalidVehicleTag: 'INVALID_VEHICLE_TAG',
  /** 409: the GSA vehicle tag is already registered for this course. */
  vehicleTagTaken: 'VEHICLE_TAG_TAKEN',
  /** 400: checkout with a gateway the server does not offer. */
  gatewayUnavailable: 'GATEWAY_UNAVAILABLE',
  /** 400: BYPASSPAYMENT refused (no PAYMENT_BYPASS, amount not 0, GSA flag missing). */
  paymentBypassRefused: 'PAYMENT_BYPASS_REFUSED',
  /** 409: the course of this checkout is already paid. */
  alreadyPaid: 'ALREADY_PAID',
} as const;

/** The exact texts of 01 §8 the server answers (and a few of its own, marked). */
export const registrationMessages = {
  success: 'Registration successful.',
  duplicateEmail: 'Duplicate Email Id',
  emailRegisteredElsewhere: 'Email id already registered with us please contact support team for registering to this course',
  registrationClosed: 'We could not register you to the course',
  invalidEmail: 'Please enter a valid email address',
  /** Server wording for the domain restriction (the app's own check says ' Enter a valid email'). */
  emailDomainNotAllowed: 'Enter a valid email: this course is only open to e-mail addresses of the organisation',
  invalidVehicleTag: 'Please enter a valid license plate to register for the course',
  vehicleTagTaken: 'This GSA Vehicle Tag Number is already registered for this course.',
  paymentSuccess: 'Payment successful.',
  gatewayUnavailable: 'Payment gateway not available',
  bypassNotAllowed: 'Payment bypass is not available for this course.',
  bypassAmount: 'A payment bypass must have a total amount of 0.',
  bypassGsaRequired: 'isGSACourse must be true for GSA courses.',
  alreadyPaid: 'This course is already paid.',
} as const;

/** The gateway name of the zero-amount payment bypass (02 §4 Payment bypass). */
export const bypassPaymentGateway = 'BYPASSPAYMENT';
/** Flexi answer name of the free-text court when COURT is 'Other' (01 §5 'Other court is required'). */
export const otherCourtFieldName = 'OtherCourt';
/** Suffix of a flexi answer that must equal its base field (01 §3), e.g. PermitNumberCONFIRM. */
export const confirmFieldSuffix = 'CONFIRM';
/** US government fleet (GSA) vehicle tag: 'G', 2 digits, optional dash or space, 4-5 digits; answered as G10-12345. */
export const gsaVehicleTagPattern = /^G\d{2}[-\s]?\d{4,5}$/i;
/** Express registration's default state id (01 §3): stored as "no state". */
export const noStateId = 99;
