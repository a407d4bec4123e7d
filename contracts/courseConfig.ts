import * as z from 'zod/mini';

import { envelope } from './envelope';
import { id, idParam, text } from './primitives';

/*
 * What a course's configuration answers before registration (price, flexi fields, remapping by state): the
 * registration page loads these schemas, not the request ones of registration.ts nor the checkout ones of checkout.ts.
 */

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
  dropdownItems: z._default(
    z.array(
      z.object({ value: z.string(), label: z.string(), refFieldValue: z._default(z.nullable(z.string()), null) }),
    ),
    [],
  ),
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
  z.object({
    studentFlexiFieldDtoList: z.array(flexiFieldSchema),
    studentCourseInformationDtoObj: z._default(z.nullable(courseInformationSchema), null),
  }),
);

// ---- Course remapping by state (01 §4 State selection; path not shown by the spec) ----
export const courseRemapQuerySchema = z.object({ configCourseId: idParam(), stateId: idParam() });
/** 404 when the course has no other config for the state (the app ignores it). */
export const courseRemapResponseSchema = envelope(z.object({ courseConfigId: z.int() }));
