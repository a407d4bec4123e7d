import { z } from 'zod';
import { idParam, text } from './primitives';
import { envelope } from './envelope';

export const customAttributeNames = [
  'SOCIAL_LOGIN', 'PAYMENT_BYPASS', 'EMAIL_VERIFICATION', 'REMOVE_FIELDS', 'AZ_FLOW', 'COURSE_INFORMATION',
  'IMPROV_TICKETS', 'FLASH_DEAL', 'TEXT_NOTICE', 'STUDENT_COMPLIANCE_DETAIL',
] as const;
export type CustomAttributeName = (typeof customAttributeNames)[number];

export const customAttributeMappingSchema = z.object({
  customAttribute: z.object({ columnName: z.string() }),
  customAttributeValue: z.string().nullable().default(null),
});

/** The organisation record of the logo call (spec 01 §3). */
export const organisationSchema = z.object({
  organisationId: z.number().int(),
  logoPath: z.string().nullable().default(null),
  isPartnerOrganisation: z.boolean().default(false),
  isRegistrationDisclaimerRequired: z.boolean().default(false),
  registrationDisclaimerMessage: z.string().nullable().default(null),
  isShowShopperRequired: z.boolean().default(false),
  isTwilioRequired: z.boolean().default(false),
  isComm100Required: z.boolean().default(false),
  isCourseExpired: z.boolean().default(false),
  reason: z.object({ reasonName: z.string() }).nullable().default(null),
  organisationCustomAttributeMappingList: z.array(customAttributeMappingSchema).default([]),
  configCustomAttributeMappingList: z.array(customAttributeMappingSchema).default([]),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationLogoQuerySchema = z.object({
  domain: text().min(1).max(300),
  configCourseId: idParam().optional(),
  reasonId: idParam().optional(),
  /** Selects the organisation regardless of the host (entry URL ?organisationId=); wins over configCourseId and domain. */
  organisationId: idParam().optional(),
});
export type OrganisationLogoQuery = z.infer<typeof organisationLogoQuerySchema>;

export const organisationLogoResponseSchema = envelope(organisationSchema);

/** Attribute values by name; config-course mappings override organisation ones. */
export function customAttributes(org: Organisation): Partial<Record<string, string>> {
  const entries = [...org.organisationCustomAttributeMappingList, ...org.configCustomAttributeMappingList];
  return Object.fromEntries(entries.map((e) => [e.customAttribute.columnName, e.customAttributeValue ?? '']));
}

export const stateSchema = z.object({ stateId: z.number().int(), stateName: z.string(), stateCode: z.string().optional() });
export type UsState = z.infer<typeof stateSchema>;
export const statesQuerySchema = z.object({ IsActive: z.enum(['true', 'false']).default('true') });
export const statesResponseSchema = envelope(z.array(stateSchema));
