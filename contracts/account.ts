import * as z from 'zod/mini';

import { envelope } from './envelope';
import { id, text } from './primitives';

export { parentVerificationFailureCodes, personalInformationFailureCodes } from './failureCodes';

/** Personal information and parent verification (02 §3, §4, §5, §7, §8). */

/** 02 §5 / §9 limits (the personal information form uses the parent form's rules for the same fields). */
export const personLimits = {
  nameMin: 1,
  nameMax: 35,
  cityMin: 2,
  cityMax: 40,
  zipLength: 5,
  emailMin: 10,
  emailMax: 100,
  streetMax: 100,
  apartmentMax: 40,
  mobileDigits: 10,
  /** Birth-date picker range of the parent form. */
  parentBirthMin: '1950-01-01',
  parentBirthMax: '2005-01-01',
} as const;

/** Letters (any script), digits, underscore, apostrophe and hyphen, no surrounding spaces (02 §5). */
export const personNamePattern = /^[\p{L}\p{N}_'-]+(?:[ \p{L}\p{N}_'-]*[\p{L}\p{N}_'-])?$/u;
export const cityPattern = /^[\p{L} ]+$/u;
export const zipPattern = /^\d{5}$/;
/** MM-DD-YYYY */
export const usDatePattern = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/;
/** Ten digits, shown as ###-###-####. */
export const mobilePattern = /^\d{3}-?\d{3}-?\d{4}$/;
export const genders = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;

const name = text().check(
  z.trim(),
  z.minLength(personLimits.nameMin),
  z.maxLength(personLimits.nameMax),
  z.regex(personNamePattern),
);
const optionalName = z._default(z.nullable(z.union([z.literal(''), name])), null);

// ---- Personal information (02 §3 Personal information form) ----
/** The student's details (02 §3 personal information form) without the parent's e-mail: the profile edits these. */
export const personDetailsShape = {
  firstName: name,
  middleName: optionalName,
  lastName: name,
  /** MM-DD-YYYY */
  dateOfBirth: text().check(z.regex(usDatePattern)),
  gender: z.enum(genders),
  mobileNumber: text().check(z.regex(mobilePattern)),
  street: text().check(z.trim(), z.minLength(1), z.maxLength(personLimits.streetMax)),
  apartment: z._default(z.nullable(text().check(z.trim(), z.maxLength(personLimits.apartmentMax))), null),
  city: text().check(
    z.trim(),
    z.minLength(personLimits.cityMin),
    z.maxLength(personLimits.cityMax),
    z.regex(cityPattern),
  ),
  state: z.object({ stateId: id() }),
  zip: text().check(z.regex(zipPattern)),
};

export const personalInformationSchema = z.object({
  ...personDetailsShape,
  parentEmail: z._default(
    z.nullable(
      z.union([
        z.literal(''),
        text().check(z.trim(), z.email(), z.minLength(personLimits.emailMin), z.maxLength(personLimits.emailMax)),
      ]),
    ),
    null,
  ),
});
export type PersonalInformation = z.infer<typeof personalInformationSchema>;
export type PersonalInformationInput = z.input<typeof personalInformationSchema>;

/**
 * GET ?studentId= answers what is saved so far (fields never saved are null; the registration's names and e-mail
 * are there), PUT ?studentId= saves the form.
 */
export const savedPersonalInformationSchema = z.object({
  firstName: z._default(z.string(), ''),
  middleName: z._default(z.nullable(z.string()), null),
  lastName: z._default(z.string(), ''),
  emailId: z.string(),
  dateOfBirth: z._default(z.nullable(z.string()), null),
  gender: z._default(z.nullable(z.string()), null),
  parentEmail: z._default(z.nullable(z.string()), null),
  mobileNumber: z._default(z.nullable(z.string()), null),
  street: z._default(z.nullable(z.string()), null),
  apartment: z._default(z.nullable(z.string()), null),
  city: z._default(z.nullable(z.string()), null),
  state: z._default(z.nullable(z.object({ stateId: z.int() })), null),
  zip: z._default(z.nullable(z.string()), null),
  isPersonalInfoPending: z.boolean(),
});
export type SavedPersonalInformation = z.infer<typeof savedPersonalInformationSchema>;
export const personalInformationResponseSchema = envelope(savedPersonalInformationSchema);
/** The save's answer: whether the student must now pass the parent identity verification (02 §4). */
export const personalInformationSaveResponseSchema = envelope(z.object({ isParentVerificationRequired: z.boolean() }));

export const personalInformationMessages = {
  saved: 'Personal information saved.',
  /** 02 §8 */
  invalidAddress: 'Please provide Valid address',
  invalidZip: 'Please enter valid Zip code',
} as const;

// ---- Parent verification (02 §3 payload, §4, §5) ----
export const parentVerificationRequestSchema = z.object({
  studentId: id(),
  parentFirstName: name,
  parentMiddleName: optionalName,
  parentLastName: name,
  /** MM-DD-YYYY, 1950-01-01 to 2005-01-01 */
  parentDateOfBirth: text().check(z.regex(usDatePattern)),
  parentStreet: text().check(z.trim(), z.minLength(1), z.maxLength(personLimits.streetMax)),
  parentCity: text().check(
    z.trim(),
    z.minLength(personLimits.cityMin),
    z.maxLength(personLimits.cityMax),
    z.regex(cityPattern),
  ),
  /** State code, e.g. 'TX'. */
  parentState: text().check(z.trim(), z.minLength(2), z.maxLength(3)),
  parentZip: text().check(z.regex(zipPattern)),
  /** Ten digits. */
  parentMobileNumber: text().check(z.regex(mobilePattern)),
  parentEmail: text().check(
    z.trim(),
    z.email(),
    z.minLength(personLimits.emailMin),
    z.maxLength(personLimits.emailMax),
  ),
});
export type ParentVerificationRequest = z.infer<typeof parentVerificationRequestSchema>;
/** status.message is parentVerificationMessages.verified on success (status.success false otherwise). */
export const parentVerificationResponseSchema = envelope(z.unknown());
export const parentVerificationMessages = {
  verified: 'Parent Verified Successfully',
  /** 02 §8, with its two spaces. */
  notVerified: 'Parent Identity  Not verified',
} as const;
/** Organisation / course custom attribute naming the state codes whose students need a parent verification. */
export const parentVerificationAttribute = 'PARENT_VERIFICATION_STATES';
