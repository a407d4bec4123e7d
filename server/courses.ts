import type { Queryable } from './db/types';

/** Our own organisation: its courses are sold by every organisation; unknown hosts and courses without one get it. */
export const ownOrganisationId = 1001;
/** The government-fleet (GSA) organisation: vehicle tags at registration, isGSACourse at checkout. */
export const gsaOrganisationId = 1481;
/** Organisation / config attribute restricting registration e-mails to a comma list of domains or endings. */
export const emailDomainAttribute = 'EMAIL_DOMAIN_RESTRICTION';

export interface CourseConfigRow {
  config_course_id: number;
  name: string;
  state_id: number | null;
  organisation_id: number;
  is_active: boolean;
  is_default: boolean;
  access_days: number;
  course_family: string | null;
  is_registration_closed: boolean;
  is_court_referral: boolean;
  county_ledger_id: number | null;
  is_gsa_course: boolean;
  checkout_header: string | null;
}

export async function findCourseConfig(db: Queryable, configCourseId: number): Promise<CourseConfigRow | undefined> {
  const [row] = await db.query<CourseConfigRow>(
    `select config_course_id, name, state_id, coalesce(organisation_id, ${ownOrganisationId}) as organisation_id, is_active, is_default,
       access_days, course_family, is_registration_closed, is_court_referral, county_ledger_id, is_gsa_course, checkout_header
     from course_configs where config_course_id = $1`,
    [configCourseId],
  );
  return row;
}

/** The course of the same organisation and family serving the state, open for registration; the family's default first. */
export async function findFamilyCourseForState(
  db: Queryable,
  course: { course_family: string; organisation_id: number },
  stateId: number,
): Promise<number | undefined> {
  const [target] = await db.query<{ config_course_id: number }>(
    `select config_course_id from course_configs
     where course_family = $1 and coalesce(organisation_id, 1001) = $2 and state_id = $3 and is_active and not is_registration_closed
     order by is_default desc, config_course_id limit 1`,
    [course.course_family, course.organisation_id, stateId],
  );
  return target?.config_course_id;
}

/** Open for registration: active and not closed. */
export const isOpenForRegistration = (c: CourseConfigRow) => c.is_active && !c.is_registration_closed;

/** Our own organisation's courses are sold by every organisation; any other course only by its own organisation. */
export const canOrganisationJoin = (c: CourseConfigRow, organisationId: number) =>
  c.organisation_id === ownOrganisationId || c.organisation_id === organisationId;

/** GSA fleet courses: flagged, or owned by the GSA organisation. */
export const isGsaCourse = (c: CourseConfigRow) => c.is_gsa_course || c.organisation_id === gsaOrganisationId;

/**
 * Custom attribute values of an organisation, overridden by those of the course config (as contracts
 * `customAttributes` merges the logo answer, so server and app decide alike).
 */
export async function effectiveAttributes(
  db: Queryable,
  organisationId: number,
  configCourseId?: number,
): Promise<Record<string, string>> {
  const rows = await db.query<{ column_name: string; value: string | null; src: number }>(
    `select column_name, value, 0 as src from organisation_custom_attributes where organisation_id = $1
     union all
     select column_name, value, 1 as src from config_course_custom_attributes where config_course_id = $2
     order by src`,
    [organisationId, configCourseId ?? null],
  );
  return Object.fromEntries(rows.map((r) => [r.column_name, r.value ?? '']));
}

export const attributeIsTrue = (attrs: Record<string, string>, name: string) =>
  (attrs[name] ?? '').trim().toLowerCase() === 'true';
export const attributeIsFalse = (attrs: Record<string, string>, name: string) =>
  (attrs[name] ?? '').trim().toLowerCase() === 'false';
