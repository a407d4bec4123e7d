import * as z from 'zod/mini';

import { studentSchema } from './auth';
import { envelope } from './envelope';
import { id, text } from './primitives';
import { registrationLimits, type TrackingFieldName, trackingFieldNames } from './registrationLimits';

export { registrationFailureCodes } from './failureCodes';

/*
 * The registration call (01 §3 Registration payload, §7 Register) and its failures (01 §8). What the page loads before
 * it (course price, flexi fields, remap) is courseConfig.ts, the form's plain limits registrationLimits.ts, the checkout
 * that may follow it checkout.ts.
 */

const trackingShape = Object.fromEntries(
  trackingFieldNames.map((name) => [name, z.optional(text().check(z.maxLength(300)))]),
) as Record<TrackingFieldName, z.ZodMiniOptional<z.ZodMiniString>>;

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

// ---- Failures of registration (01 §8): the app matches these messages, machines the codes ----

/** The exact texts of 01 §8 the server answers (and a few of its own, marked). */
export const registrationMessages = {
  success: 'Registration successful.',
  duplicateEmail: 'Duplicate Email Id',
  emailRegisteredElsewhere:
    'Email id already registered with us please contact support team for registering to this course',
  registrationClosed: 'We could not register you to the course',
  invalidEmail: 'Please enter a valid email address',
  /** Server wording for the domain restriction (the app's own check says ' Enter a valid email'). */
  emailDomainNotAllowed: 'Enter a valid email: this course is only open to e-mail addresses of the organisation',
  invalidVehicleTag: 'Please enter a valid license plate to register for the course',
  vehicleTagTaken: 'This GSA Vehicle Tag Number is already registered for this course.',
} as const;

/** Flexi answer name of the free-text court when COURT is 'Other' (01 §5 'Other court is required'). */
export const otherCourtFieldName = 'OtherCourt';
/** Suffix of a flexi answer that must equal its base field (01 §3), e.g. PermitNumberCONFIRM. */
export const confirmFieldSuffix = 'CONFIRM';
/** US government fleet (GSA) vehicle tag: 'G', 2 digits, optional dash or space, 4-5 digits; answered as G10-12345. */
export const gsaVehicleTagPattern = /^G\d{2}[-\s]?\d{4,5}$/i;
/** Express registration's default state id (01 §3): stored as "no state". */
export const noStateId = 99;
