import * as z from 'zod/mini';
import { id, idParam, money, text } from './primitives';
import { envelope } from './envelope';
import { studentSchema } from './auth';

/** Tracking fields kept from the entry URL (01 §3 Registration payload). */
export const trackingFieldNames = [
  'utmCampaign', 'utmContent', 'utmMedium', 'utmSource', 'utmTerm', 'aaid', 'abid', 'acid', 'visitorId',
  'affiliateId', 'referral', 'trafficType', 'utmGadSource', 'gclid',
] as const;
export type TrackingFieldName = (typeof trackingFieldNames)[number];
const trackingShape = Object.fromEntries(trackingFieldNames.map((name) => [name, z.optional(text().check(z.maxLength(300)))])) as Record<
  TrackingFieldName,
  z.ZodMiniOptional<z.ZodMiniString>
>;

export const registrationLimits = { nameMax: 35, passwordMin: 6, passwordMax: 30, emailMax: 100 } as const;

/** The student part of the registration payload. */
export const registrationStudentSchema = z.object({
  firstName: text().check(z.trim(), z.minLength(1), z.maxLength(registrationLimits.nameMax)),
  lastName: text().check(z.trim(), z.minLength(1), z.maxLength(registrationLimits.nameMax)),
  emailId: text().check(z.trim(), z.email(), z.maxLength(registrationLimits.emailMax)),
  /** Only in the parent flow (reason 'SPIDER Drivers Education'). */
  parentEmail: z.optional(text().check(z.trim(), z.email(), z.maxLength(registrationLimits.emailMax))),
  /** ###-###-####; required when isStudentOptSms is true. */
  mobileNumber: z.optional(text().check(z.regex(/^\d{3}-\d{3}-\d{4}$/))),
  password: text().check(z.minLength(registrationLimits.passwordMin), z.maxLength(registrationLimits.passwordMax)),
  isStudentOptSms: z._default(z.boolean(), false),
  isStudentOptMail: z._default(z.boolean(), true),
  state: z._default(z.nullable(z.object({ stateId: id() })), null),
  ...trackingShape,
});

/** One extra registration field's answer. */
export const flexiFieldAnswerSchema = z.object({
  flexiFieldId: id(),
  flexiFieldName: text().check(z.maxLength(100)),
  value: text().check(z.maxLength(200)),
});

export const registrationRequestSchema = z.object({
  student: registrationStudentSchema,
  configCourseId: id(),
  organisationId: z.optional(id()),
  /** County/court flow only. */
  countyLedgerId: z.optional(id()),
  vehicleTag: z.optional(text().check(z.trim(), z.maxLength(20))),
  flexifieldList: z._default(z.array(flexiFieldAnswerSchema).check(z.maxLength(50)), []),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** Answer: status, token and the new student (status PaymentPending, active). */
export const registrationResponseSchema = envelope(studentSchema);
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

// ---- Course price (01 §7 "Course price details"; 02 §3 Course price) ----
export const coursePriceRequestSchema = z.object({ configCourseId: id() });
/** A mail or BHWL (behind-the-wheel lesson) add-on of the course price (02 §3 mailPrice.mailItems, bhwlPrice.bhwlItems). */
export const priceExtraItemSchema = z.object({
  coursePriceTypeId: z.int(),
  /** 'Mail' or 'BHWL' (02 §3 price type codes). */
  priceTypeCode: z.enum(['Mail', 'BHWL']),
  bhwlName: z.string(),
  bhwlDescription: z._default(z.string(), ''),
  price: z.number().check(z.nonnegative()),
  /** Chosen by default when the cart opens. */
  selected: z._default(z.boolean(), false),
});
export type PriceExtraItem = z.infer<typeof priceExtraItemSchema>;

export const coursePriceSchema = z.object({
  configCourseId: z.int(),
  name: z.string(),
  basePrice: z.number().check(z.nonnegative()),
  crossOutPrice: z._default(z.number().check(z.nonnegative()), 0),
  checkoutHeader: z._default(z.nullable(z.string()), null),
  /** Base course card (02 §2 Cart). */
  description: z._default(z.string(), ''),
  logoPath: z._default(z.nullable(z.string()), null),
  stateId: z._default(z.nullable(z.int()), null),
  mailPrice: z._default(z.object({ mailItems: z._default(z.array(priceExtraItemSchema), []) }), { mailItems: [] }),
  bhwlPrice: z._default(z.object({ bhwlItems: z._default(z.array(priceExtraItemSchema), []) }), { bhwlItems: [] }),
});
export type CoursePrice = z.infer<typeof coursePriceSchema>;
export const coursePriceResponseSchema = envelope(coursePriceSchema);

// ---- Flexi (extra registration) fields (01 §3, §7) ----
export const flexiFieldTypes = ['TEXT', 'DROPDOWN', 'DATE', 'NUMBER'] as const;
export const flexiFieldSchema = z.object({
  flexiFieldId: z.int(),
  flexiFieldType: z.enum(flexiFieldTypes),
  /** Known names: COUNTY, COURT, CITATIONDATE, CITATIONDUEDATE, VEHICLE_TAG, PermitNumber, SSN, SSNLASTFOUR. */
  flexiFieldName: z.string(),
  /** Shown as the label. */
  flexiFieldDescription: z.string(),
  isMandatoryField: z._default(z.boolean(), false),
  /** Needs a confirm input that must match ('{id} must match'). */
  isValidationRequired: z._default(z.boolean(), false),
  /** For dependent dropdowns (COURT depends on COUNTY): the parent field's value this list belongs to. */
  refFieldValue: z._default(z.nullable(z.string()), null),
  value: z._default(z.nullable(z.string()), null),
  dropdownItems: z._default(z.array(z.object({ value: z.string(), label: z.string(), refFieldValue: z._default(z.nullable(z.string()), null) })), []),
});
export type FlexiField = z.infer<typeof flexiFieldSchema>;

/** What the page shows about the course (court referral, diversion). */
export const courseInformationSchema = z.object({
  isCourtReferral: z._default(z.boolean(), false),
  isDiversionFieldAtRegistration: z._default(z.boolean(), false),
  countyLedgerId: z._default(z.nullable(z.int()), null),
  courseName: z._default(z.nullable(z.string()), null),
});

export const flexiFieldsQuerySchema = z.object({
  /** JSON of { configCourseId, isDiversionFieldAtRegistration: true, stateId }. */
  configCourseJsonObj: text().check(z.maxLength(500)),
});
export const flexiFieldsRequestObjectSchema = z.object({
  configCourseId: id(),
  isDiversionFieldAtRegistration: z._default(z.boolean(), true),
  stateId: z.optional(z.nullable(id())),
});
export const flexiFieldsResponseSchema = envelope(
  z.object({ studentFlexiFieldDtoList: z.array(flexiFieldSchema), studentCourseInformationDtoObj: z._default(z.nullable(courseInformationSchema), null) }),
);

// ---- Course remapping by state (01 §4 State selection; path not shown by the spec) ----
export const courseRemapQuerySchema = z.object({ configCourseId: idParam(), stateId: idParam() });
/** 404 when the course has no other config for the state (the app ignores it). */
export const courseRemapResponseSchema = envelope(z.object({ courseConfigId: z.int() }));

// ---- Checkout (02 §3 Payment transaction; issue 3 uses the zero-amount bypass) ----
export const paymentTransactionLineSchema = z.object({
  configCourseId: id(),
  /** BASEPR (a course: the base course, an upsell or the upgrade), DISCOU, GIFTCC, Mail, BHWL (02 §3). */
  priceTypeCode: text().check(z.maxLength(20)),
  /** Negative for DISCOU and GIFTCC. */
  price: money(),
  /** Mail / BHWL item chosen (priceExtraItem.coursePriceTypeId). */
  coursePriceTypeId: z.optional(id()),
  bhwlName: z.optional(text().check(z.maxLength(200))),
  /** false for the non-primary upsell lines under pay later (02 §4). */
  isPrimary: z._default(z.boolean(), true),
});
export const checkoutRequestSchema = z.object({
  paymentGateway: text().check(z.maxLength(40)),
  totalAmount: money().check(z.nonnegative()),
  isPayLater: z._default(z.boolean(), false),
  isParentPaymentRequest: z._default(z.boolean(), false),
  isGatewayBypass: z._default(z.boolean(), false),
  isGSACourse: z._default(z.boolean(), false),
  isPrimary: z._default(z.boolean(), true),
  student: z.object({ studentId: id() }),
  configCourse: z.object({ configCourseId: id() }),
  studentPaymentTrxLines: z._default(z.array(paymentTransactionLineSchema), []),
  organisationId: z.optional(id()),
  // ---- Issue 5 (contracts/checkout.ts explains each) ----
  /** The card payment method id or wallet approval the gateway charges (purchase record nonceFromTheClient). */
  nonceFromTheClient: z.optional(text().check(z.maxLength(200))),
  /** One per payment attempt: a repeated submit with the same key answers the first result and charges once. */
  idempotencyKey: z.optional(text().check(z.minLength(8), z.maxLength(100))),
  /** The parent's e-mail for a parent payment request (paylater + isParentPaymentRequest). */
  requestEmail: z.optional(text().check(z.trim(), z.email(), z.maxLength(100))),
  /** The discount code or gift certificate applied (the server re-checks it and the DISCOU / GIFTCC line). */
  discount: z.optional(z.object({ code: text().check(z.trim(), z.minLength(1), z.maxLength(50)), type: z.enum(['DISCOUNTCODE', 'GIFTCERTIFICATE']) })),
  /** Paying an existing pending transaction (the parent cart, an unpaid pay-later order). */
  studentPaymentTrxId: z.optional(id()),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = envelope(
  z.object({
    studentPaymentTrxId: z.int(),
    studentCourse: z.object({ studentCourseId: z.int() }),
    /** 'Completed' when charged (or bypassed); 'PaymentPending' for pay later and a parent payment request. */
    paymentStatus: z._default(z.enum(['Completed', 'PaymentPending']), 'Completed'),
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
