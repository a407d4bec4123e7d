import * as z from 'zod/mini';
import { id, money, text } from './primitives';
import { envelope } from './envelope';
import { studentSchema } from './auth';
import { registrationLimits, trackingFieldNames, type TrackingFieldName } from './registrationLimits';

export * from './registrationLimits';
export * from './courseConfig';

const trackingShape = Object.fromEntries(trackingFieldNames.map((name) => [name, z.optional(text().check(z.maxLength(300)))])) as Record<
  TrackingFieldName,
  z.ZodMiniOptional<z.ZodMiniString>
>;

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
