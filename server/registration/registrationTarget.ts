import { failureCodes } from '../../contracts/envelope';
import { noStateId, registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import {
  canOrganisationJoin,
  type CourseConfigRow,
  effectiveAttributes,
  emailDomainAttribute,
  findCourseConfig,
  isOpenForRegistration,
} from '../courses';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

const validation = (message: string) => new ApiError(400, message, failureCodes.validation);

/** 'acme.example,.acme-fleet.example': exact domains, or endings when the entry starts with a dot. */
export function emailDomainAllowed(email: string, restriction: string | undefined): boolean {
  const entries = (restriction ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return entries.some((e) => (e.startsWith('.') ? domain.endsWith(e) : domain === e));
}

/**
 * What both sign-ups (full and express) check before anything else, in this order: the course, the organisation
 * (given, or the course's own), that the course is open to it, its e-mail domain restriction, and the state
 * (`noStateId` is no state). Answers the course, the organisation, its effective attributes and the state id.
 */
export async function registrationTarget(
  db: Queryable,
  r: {
    configCourseId: number;
    organisationId: number | undefined;
    email: string;
    stateId: number | null;
    /** The state's field in the request, for the validation message. */
    stateField: string;
  },
) {
  const course = await findCourseConfig(db, r.configCourseId);
  if (!course) throw validation('configCourseId: unknown course');
  if (r.organisationId !== undefined) {
    const [org] = await db.query('select 1 from organisations where organisation_id = $1 and is_active', [
      r.organisationId,
    ]);
    if (!org) throw validation('organisationId: unknown organisation');
  }
  const organisationId = r.organisationId ?? course.organisation_id;
  if (!isOpenForRegistration(course) || !canOrganisationJoin(course, organisationId)) {
    throw new ApiError(409, registrationMessages.registrationClosed, registrationFailureCodes.registrationClosed);
  }
  const attrs = await effectiveAttributes(db, organisationId, course.config_course_id);
  if (!emailDomainAllowed(r.email, attrs[emailDomainAttribute])) {
    throw new ApiError(400, registrationMessages.emailDomainNotAllowed, registrationFailureCodes.emailFail);
  }
  const stateId = r.stateId === noStateId ? null : r.stateId;
  if (stateId !== null) {
    const [state] = await db.query('select 1 from states where state_id = $1', [stateId]);
    if (!state) throw validation(`${r.stateField}: State is required`);
  }
  return { course, organisationId, attrs, stateId };
}

/** The county ledger of the registration: the one sent, which must be the course's when it has one, or the course's. */
export function courseCountyLedger(course: CourseConfigRow, sent: number | undefined): number | null {
  if (sent !== undefined && course.county_ledger_id !== null && sent !== course.county_ledger_id) {
    throw validation('countyLedgerId: does not belong to this course');
  }
  return sent ?? course.county_ledger_id;
}

/** The course, organisation, attributes and state a sign-up registers for (checked by `registrationTarget`). */
export type RegistrationTarget = Awaited<ReturnType<typeof registrationTarget>>;
