import * as z from 'zod/mini';

import { personDetailsShape, savedPersonalInformationSchema } from './account';
import { flexiFieldSchema } from './courseConfig';
import { envelope } from './envelope';
import { id, text } from './primitives';

export { profileFailureCodes } from './failureCodes';

/** The profile page (02 §2 profile): the student's details and the courses' "Other information". */

// ---- Details: the personal information form's fields and rules (02 §3, §5), the e-mail read-only ----
/** PUT body: the personal information without the parent's e-mail (the profile does not ask it). */
export const profileDetailsSchema = z.object(personDetailsShape);
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
/** The save answers the details as saved (the shape of the personal information's GET). */
export const profileDetailsResponseSchema = envelope(savedPersonalInformationSchema);

// ---- Other information (02 §5 Other information (flexi) fields, §7 Flexi fields and County agency, §9) ----
/** Field 89: the county of the citation, by county code. */
export const citationCountyFieldId = 89;
/** Field 161: the county agency that cited the driver; its choices are the county's agencies (GET county-agency). */
export const countyAgencyFieldId = 161;
/** 02 §9: county value 2815 (Los Angeles) loads the county-agency list into field 161, which is then required. */
export const losAngelesCountyCode = '2815';

/** 02 §5 / §9 limits of the "Other information" fields. */
export const otherInformationLimits = {
  textMin: 2,
  textMax: 40,
  /** Fields whose name contains "agent" (02 §5: 2 to 100). */
  agentTextMax: 100,
  /** Phone-like fields: exactly 10 digits. */
  phoneDigits: 10,
  /** ###-##-#### */
  ssnLength: 11,
  ssnLastFourDigits: 4,
  otherCourtMax: 100,
} as const;

/**
 * How a stored SSN is answered: never in full, only its last four digits, in the ###-##-#### shape (so an unchanged
 * value passes the form's 11-character rule). Sent back as it is, it keeps the stored number.
 */
export const maskSsn = (ssn: string) => `***-**-${ssn.slice(-4)}`;

/** One purchased course of the student and its "Other information" fields with the stored values. */
export const otherInformationCourseSchema = z.object({
  configCourseId: z.int(),
  courseName: z.string(),
  /** A stored government-fleet tag: VEHICLE_TAG is then read-only (02 §5). */
  vehicleTag: z._default(z.nullable(z.string()), null),
  /** The court typed when COURT is 'Other'. */
  otherCourt: z._default(z.nullable(z.string()), null),
  /** The fields in order, each with its stored `value` (dates YYYY-MM-DD); field 161 has no items (GET county-agency). */
  studentFlexiFieldDtoList: z.array(flexiFieldSchema),
});
export type OtherInformationCourse = z.infer<typeof otherInformationCourseSchema>;
/** GET list: the courses that ask "Other information" (none: the student's courses ask nothing more). */
export const otherInformationSchema = z.object({ courses: z.array(otherInformationCourseSchema) });
export type OtherInformation = z.infer<typeof otherInformationSchema>;
export const otherInformationResponseSchema = envelope(otherInformationSchema);

/**
 * 02 §7 Flexi fields save, one item per answer: `flexiField.flexiFieldId` the field; `isActive` false clears the stored
 * value; `refFieldId` the student whose value it is; `refFieldValue` the answer; `configCourseId` the course. The
 * name is the field's unless given: a confirm copy is `<name>CONFIRM`, the typed court `OtherCourt` (as registration's
 * flexifieldList names them).
 */
export const flexiFieldSaveItemSchema = z.object({
  flexiField: z.object({
    flexiFieldId: id(),
    flexiFieldName: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(80))),
  }),
  isActive: z.boolean(),
  refFieldId: id(),
  refFieldValue: z._default(text().check(z.maxLength(200)), ''),
  configCourseId: id(),
});
export type FlexiFieldSaveItem = z.infer<typeof flexiFieldSaveItemSchema>;
export const flexiFieldSaveRequestSchema = z.array(flexiFieldSaveItemSchema).check(z.minLength(1), z.maxLength(60));
/** The save answers the course as saved. */
export const flexiFieldSaveResponseSchema = envelope(otherInformationCourseSchema);

export const countyAgencyQuerySchema = z.object({ countyCode: text().check(z.regex(/^\d{1,6}$/)) });
/** 02 §7 County agency: data[] of countyCode, label, countyName (the label is field 161's value). */
export const countyAgencySchema = z.object({ countyCode: z.string(), label: z.string(), countyName: z.string() });
export type CountyAgency = z.infer<typeof countyAgencySchema>;
export const countyAgencyResponseSchema = envelope(z.array(countyAgencySchema));

export const profileMessages = {
  detailsSaved: 'Profile saved.',
  otherInformation: 'Other information.',
  otherInformationSaved: 'Other information saved.',
  countyAgencies: 'County agencies.',
  courseNotFound: 'Course not found.',
  /** 02 §5, §8: "Other information" without a state. */
  stateRequired:
    'To continue with the selection of "Other information" you must fill out the state field in your "Profile" section',
} as const;
