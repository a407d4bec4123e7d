import { type Organisation, type OrganisationLogoQuery, organisationSchema } from '../../contracts/organisation';
import { ownOrganisationId } from '../courses';
import type { Queryable } from '../db/types';

/** 'http://partner.localhost:8080' → 'partner.localhost'; a bare host (with or without port) works too. */
export function hostnameOf(domain: string): string {
  const text = domain.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
  } catch {
    return '';
  }
}

interface OrgRow {
  organisation_id: number;
  logo_path: string | null;
  is_partner_organisation: boolean;
  is_registration_disclaimer_required: boolean;
  registration_disclaimer_message: string | null;
  is_show_shopper_required: boolean;
  is_twilio_required: boolean;
  is_comm100_required: boolean;
  is_course_expired: boolean;
}
const toMappings = (rows: { column_name: string; value: string | null }[]) =>
  rows.map((r) => ({ customAttribute: { columnName: r.column_name }, customAttributeValue: r.value }));

/**
 * Which organisation the logo call answers: ?organisationId= (entry URL) first; then the organisation of the
 * config course when it is not our own (partner courses are host-independent); then the host; then 1001.
 */
async function resolveOrganisation(db: Queryable, query: OrganisationLogoQuery): Promise<OrgRow> {
  const byId = async (id: number) =>
    (await db.query<OrgRow>('select * from organisations where organisation_id = $1 and is_active', [id]))[0];
  if (query.organisationId) {
    const org = await byId(query.organisationId);
    if (org) return org;
  }
  if (query.configCourseId) {
    const [course] = await db.query<{ organisation_id: number | null }>(
      'select organisation_id from course_configs where config_course_id = $1',
      [query.configCourseId],
    );
    const org =
      course?.organisation_id && course.organisation_id !== ownOrganisationId
        ? await byId(course.organisation_id)
        : undefined;
    if (org) return org;
  }
  const [byDomain] = await db.query<OrgRow>(
    `select o.* from organisation_domains d join organisations o on o.organisation_id = d.organisation_id
     where d.hostname = $1 and o.is_active`,
    [hostnameOf(query.domain)],
  );
  return (
    byDomain ??
    (await db.query<OrgRow>('select * from organisations where organisation_id = $1', [ownOrganisationId]))[0]
  );
}

/** The organisation record the logo call answers for a query (01 §7 Organisation logo). */
export async function organisationAnswer(db: Queryable, query: OrganisationLogoQuery): Promise<Organisation> {
  const org = await resolveOrganisation(db, query);
  const orgAttributes = await db.query<{ column_name: string; value: string | null }>(
    'select column_name, value from organisation_custom_attributes where organisation_id = $1 order by column_name',
    [org.organisation_id],
  );
  const configAttributes = query.configCourseId
    ? await db.query<{ column_name: string; value: string | null }>(
        'select column_name, value from config_course_custom_attributes where config_course_id = $1 order by column_name',
        [query.configCourseId],
      )
    : [];
  const [course] = query.configCourseId
    ? await db.query<{ is_active: boolean; is_registration_closed: boolean }>(
        'select is_active, is_registration_closed from course_configs where config_course_id = $1',
        [query.configCourseId],
      )
    : [];
  const [reason] = query.reasonId
    ? await db.query<{ reason_name: string }>('select reason_name from reasons where reason_id = $1', [query.reasonId])
    : [];
  return organisationSchema.parse({
    organisationId: org.organisation_id,
    logoPath: org.logo_path,
    isPartnerOrganisation: org.is_partner_organisation,
    isRegistrationDisclaimerRequired: org.is_registration_disclaimer_required,
    registrationDisclaimerMessage: org.registration_disclaimer_message,
    isShowShopperRequired: org.is_show_shopper_required,
    isTwilioRequired: org.is_twilio_required,
    isComm100Required: org.is_comm100_required,
    // A course closed for registration (or inactive) shows the app's maintenance/expired message too.
    isCourseExpired:
      org.is_course_expired || (course !== undefined && (!course.is_active || course.is_registration_closed)),
    reason: reason ? { reasonName: reason.reason_name } : null,
    organisationCustomAttributeMappingList: toMappings(orgAttributes),
    configCustomAttributeMappingList: toMappings(configAttributes),
  });
}
