import * as z from 'zod/mini';

import { envelope } from './envelope';
import { idParam, text } from './primitives';

export const customAttributeNames = [
  'SOCIAL_LOGIN',
  'PAYMENT_BYPASS',
  'EMAIL_VERIFICATION',
  'REMOVE_FIELDS',
  'AZ_FLOW',
  'COURSE_INFORMATION',
  'IMPROV_TICKETS',
  'FLASH_DEAL',
  'TEXT_NOTICE',
  'STUDENT_COMPLIANCE_DETAIL',
] as const;
export type CustomAttributeName = (typeof customAttributeNames)[number];

export const customAttributeMappingSchema = z.object({
  customAttribute: z.object({ columnName: z.string() }),
  customAttributeValue: z._default(z.nullable(z.string()), null),
});

/** The organisation record of the logo call (spec 01 §3). */
export const organisationSchema = z.object({
  organisationId: z.int(),
  logoPath: z._default(z.nullable(z.string()), null),
  isPartnerOrganisation: z._default(z.boolean(), false),
  isRegistrationDisclaimerRequired: z._default(z.boolean(), false),
  registrationDisclaimerMessage: z._default(z.nullable(z.string()), null),
  isShowShopperRequired: z._default(z.boolean(), false),
  isTwilioRequired: z._default(z.boolean(), false),
  isComm100Required: z._default(z.boolean(), false),
  isCourseExpired: z._default(z.boolean(), false),
  reason: z._default(z.nullable(z.object({ reasonName: z.string() })), null),
  organisationCustomAttributeMappingList: z._default(z.array(customAttributeMappingSchema), []),
  configCustomAttributeMappingList: z._default(z.array(customAttributeMappingSchema), []),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationLogoQuerySchema = z.object({
  domain: text().check(z.minLength(1), z.maxLength(300)),
  configCourseId: z.optional(idParam()),
  reasonId: z.optional(idParam()),
  /** Selects the organisation regardless of the host (entry URL ?organisationId=); wins over configCourseId and domain. */
  organisationId: z.optional(idParam()),
});
export type OrganisationLogoQuery = z.infer<typeof organisationLogoQuerySchema>;

export const organisationLogoResponseSchema = envelope(organisationSchema);

/**
 * The logo call's answer for the page's own origin, written into the page's HTML by the server (a JSON data block
 * with this id), so the first paint does not wait for the call (docs/decisions.md, Delivery).
 */
export const pageOrganisationElementId = 'page-organisation';
export const pageOrganisationSchema = z.object({ domain: z.string(), organisation: organisationSchema });
export type PageOrganisation = z.infer<typeof pageOrganisationSchema>;

/** Attribute values by name; config-course mappings override organisation ones. */
export function customAttributes(org: Organisation): Partial<Record<string, string>> {
  const entries = [...org.organisationCustomAttributeMappingList, ...org.configCustomAttributeMappingList];
  return Object.fromEntries(entries.map((e) => [e.customAttribute.columnName, e.customAttributeValue ?? '']));
}
