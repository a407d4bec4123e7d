import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import {
  courseInformationSchema,
  coursePriceRequestSchema,
  coursePriceSchema,
  courseRemapQuerySchema,
  flexiFieldsQuerySchema,
  flexiFieldsRequestObjectSchema,
} from '../../contracts/courseConfig';
import { failureCodes } from '../../contracts/envelope';
import { defaultLanguage, type LanguageCode } from '../../contracts/languages';
import * as apiPaths from '../../contracts/paths';
import { nulCharacterMessage } from '../../contracts/primitives';
import {
  gsaVehicleTagPattern,
  noStateId,
  registrationFailureCodes,
  registrationMessages,
  registrationRequestSchema,
} from '../../contracts/registration';
import { trackingFieldNames } from '../../contracts/registrationLimits';
import { hashPassword } from '../auth/password';
import { assertPasswordAllowed } from '../auth/passwordRules';
import { createSession } from '../auth/sessions';
import { takeSignUpAttempt } from '../auth/signUpLimits';
import { issueVerificationCode } from '../auth/verification';
import type { Ctx } from '../context';
import {
  attributeIsFalse,
  canOrganisationJoin,
  type CourseConfigRow,
  effectiveAttributes,
  emailDomainAttribute,
  findCourseConfig,
  isGsaCourse,
  isOpenForRegistration,
} from '../courses';
import { ApiError, ok, parseWith } from '../http/envelope';
import { requestLanguage } from '../i18n/serverText';
import { priceExtras } from '../payments/catalogue';
import { type FlexiValue, loadCourseFlexiFields, validateFlexiAnswers } from '../registration/flexi';
import { insertFlexiValues } from '../registration/flexiValues';
import { findStudentByEmail, findStudentById, toStudentRecord } from '../students';

export const courseMessages = {
  price: 'Course price.',
  flexiFields: 'Registration fields.',
  remap: 'Course for the selected state.',
  courseNotFound: 'Course not found.',
  noCourseForState: 'There is no course for the selected state.',
} as const;

type RegistrationBody = z.infer<typeof registrationRequestSchema>;
const validation = (message: string) => new ApiError(400, message, failureCodes.validation);

/** Spec wording (01 §5) for the schema's field problems; anything else keeps zod's message. */
function fieldMessage(path: string, issue: z.core.$ZodIssue): string {
  if (issue.message === nulCharacterMessage) return issue.message;
  const missing = issue.code === 'invalid_type' || issue.code === 'too_small';
  switch (path) {
    case 'student.firstName':
      return missing ? 'First Name is required' : 'Input exceeds maximum character limit of 35 characters';
    case 'student.lastName':
      return missing ? 'Last Name is required' : 'Input exceeds maximum character limit of 35 characters';
    case 'student.password':
      return issue.code === 'invalid_type' ? 'Password is required' : 'Password should be between 6 to 30 characters';
    case 'student.mobileNumber':
      return 'Please enter valid phone number';
    case 'student.parentEmail':
      return 'Please enter a valid email address';
    default:
      return issue.message;
  }
}

const namePattern = /^[\p{L}\p{N}][\p{L}\p{N} ']*$/u;

/**
 * The registration body: e-mail problems answer 400 with status.code 'FAIL' (the app shows them under the e-mail
 * field), all others 400 VALIDATION naming the field.
 */
function parseRegistration(raw: unknown): RegistrationBody {
  const res = registrationRequestSchema.safeParse(raw);
  if (!res.success) {
    const emailIssue = res.error.issues.find((i) => i.path.join('.') === 'student.emailId');
    if (emailIssue) {
      const empty =
        emailIssue.code === 'invalid_type' ||
        (typeof (raw as RegistrationBody | undefined)?.student?.emailId === 'string' &&
          (raw as RegistrationBody).student.emailId.trim() === '');
      // An address that is not one has its own code, so the app words it; the machine treats both as 'Fail' (01 §8).
      throw empty
        ? new ApiError(400, 'Email Address is required', registrationFailureCodes.emailFail)
        : new ApiError(400, registrationMessages.invalidEmail, failureCodes.invalidEmail);
    }
    const message = res.error.issues
      .map((i) => {
        const path = i.path.length ? i.path.join('.') : 'request';
        return `${path}: ${fieldMessage(path, i)}`;
      })
      .join('; ');
    throw validation(message);
  }
  const body = res.data;
  const s = body.student;
  if (!namePattern.test(s.firstName)) throw validation('student.firstName: Please enter a valid firstname');
  if (!namePattern.test(s.lastName)) throw validation('student.lastName: Please enter a valid lastname');
  if (s.isStudentOptSms && !s.mobileNumber) throw validation('student.mobileNumber: Mobile number is required');
  if (s.parentEmail && s.parentEmail.toLowerCase() === s.emailId.toLowerCase()) {
    throw validation('student.parentEmail: Parent ID and student ID cannot be the same');
  }
  return body;
}

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

/** 'g10 12345' → 'G10-12345'; undefined when it is not a government fleet tag. */
export function normaliseVehicleTag(tag: string | undefined): string | undefined {
  const text = (tag ?? '').trim().toUpperCase();
  if (!gsaVehicleTagPattern.test(text)) return undefined;
  const digits = text.slice(1).replace(/[-\s]/g, '');
  return `G${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** Thrown inside the registration transaction to roll it back and answer a refusal. */
export class Refusal extends Error {
  constructor(readonly kind: 'duplicate' | 'vehicleTag') {
    super(kind);
  }
}

export interface RegistrationInsert {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobileNumber: string | null;
  skipVerification: boolean;
  vehicleTag: string | null;
  stateId: number | null;
  organisationId: number;
  optSms: boolean;
  optMail: boolean;
  parentEmail: string | null;
  tracking: Record<string, unknown>;
  configCourseId: number;
  countyLedgerId: number | null;
  values: FlexiValue[];
  /** Express registration: the chosen payment method and 'express'. */
  paymentMethod?: string | null;
  registeredVia?: string | null;
  /** The app's language at sign-up: the student's mails are written in it (students.language). */
  language: LanguageCode;
}

/**
 * One transaction: the student (PaymentPending), its course row, flexi answers and a session. Throws `Refusal`
 * ('duplicate' when the e-mail exists, also for the loser of a double submit; 'vehicleTag' when the tag is taken).
 */
export async function insertRegistration(
  ctx: Ctx,
  r: RegistrationInsert,
): Promise<{ studentId: number; token: string }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // The unique index on lower(email) decides a double submit: the second insert does nothing.
    const [student] = await tx.query<{ student_id: number }>(
      `insert into students (email, password_hash, first_name, last_name, mobile_number, status, is_active, is_verified,
         is_email_verification_skipped, is_personal_info_pending, is_eligible, is_licenseplate_eligible, state_id, organisation_id,
         is_opt_sms, is_opt_mail, parent_email, tracking, created_at, updated_at, language)
       values ($1, $2, $3, $4, $5, 'PaymentPending', true, $6, $6, true, true, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
       on conflict ((lower(email))) do nothing returning student_id`,
      [
        r.email,
        r.passwordHash,
        r.firstName,
        r.lastName,
        r.mobileNumber,
        r.skipVerification,
        r.vehicleTag ? true : null,
        r.stateId,
        r.organisationId,
        r.optSms,
        r.optMail,
        r.parentEmail,
        JSON.stringify(r.tracking),
        now,
        r.language,
      ],
    );
    if (!student) throw new Refusal('duplicate');
    // A vehicle tag is registered once per course (partial unique index): a taken tag inserts nothing.
    const [course_] = await tx.query(
      `insert into student_courses (student_id, config_course_id, status, county_ledger_id, vehicle_tag, payment_method, registered_via, created_at)
       values ($1, $2, 'PaymentPending', $3, $4, $5, $6, $7) on conflict do nothing returning student_course_id`,
      [
        student.student_id,
        r.configCourseId,
        r.countyLedgerId,
        r.vehicleTag,
        r.paymentMethod ?? null,
        r.registeredVia ?? null,
        now,
      ],
    );
    if (!course_) throw new Refusal('vehicleTag');
    await insertFlexiValues(tx, ctx.config.dataKeys, student.student_id, r.configCourseId, r.values);
    const token = await createSession(tx, student.student_id, now);
    return { studentId: student.student_id, token };
  });
}

/**
 * What both sign-ups (full and express) check before anything else, in this order: the course, the organisation
 * (given, or the course's own), that the course is open to it, its e-mail domain restriction, and the state
 * (`noStateId` is no state). Answers the course, the organisation, its effective attributes and the state id.
 */
export async function registrationTarget(
  ctx: Ctx,
  r: {
    configCourseId: number;
    organisationId: number | undefined;
    email: string;
    stateId: number | null;
    /** The state's field in the request, for the validation message. */
    stateField: string;
  },
) {
  const course = await findCourseConfig(ctx.db, r.configCourseId);
  if (!course) throw validation('configCourseId: unknown course');
  if (r.organisationId !== undefined) {
    const [org] = await ctx.db.query('select 1 from organisations where organisation_id = $1 and is_active', [
      r.organisationId,
    ]);
    if (!org) throw validation('organisationId: unknown organisation');
  }
  const organisationId = r.organisationId ?? course.organisation_id;
  if (!isOpenForRegistration(course) || !canOrganisationJoin(course, organisationId)) {
    throw new ApiError(409, registrationMessages.registrationClosed, registrationFailureCodes.registrationClosed);
  }
  const attrs = await effectiveAttributes(ctx.db, organisationId, course.config_course_id);
  if (!emailDomainAllowed(r.email, attrs[emailDomainAttribute])) {
    throw new ApiError(400, registrationMessages.emailDomainNotAllowed, registrationFailureCodes.emailFail);
  }
  const stateId = r.stateId === noStateId ? null : r.stateId;
  if (stateId !== null) {
    const [state] = await ctx.db.query('select 1 from states where state_id = $1', [stateId]);
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

/** 'Duplicate Email Id', or the support message when the existing student's organisation cannot join this course. */
async function duplicateAnswer(ctx: Ctx, email: string, course: CourseConfigRow): Promise<ApiError> {
  const existing = await findStudentByEmail(ctx.db, email);
  if (existing && !canOrganisationJoin(course, existing.organisation_id)) {
    return new ApiError(
      409,
      registrationMessages.emailRegisteredElsewhere,
      registrationFailureCodes.emailRegisteredElsewhere,
    );
  }
  return new ApiError(409, registrationMessages.duplicateEmail, registrationFailureCodes.duplicateEmail);
}

export function registerRegistrationRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.registration, async (req, reply) => {
    const body = parseRegistration(req.body);
    const s = body.student;
    const email = s.emailId;

    const { course, organisationId, attrs, stateId } = await registrationTarget(ctx, {
      configCourseId: body.configCourseId,
      organisationId: body.organisationId,
      email,
      stateId: s.state?.stateId ?? null,
      stateField: 'student.state.stateId',
    });

    if (await findStudentByEmail(ctx.db, email)) throw await duplicateAnswer(ctx, email, course);

    const fields = await loadCourseFlexiFields(ctx.db, course.config_course_id, { includeDiversion: true });
    const gsa = isGsaCourse(course);
    const values: FlexiValue[] = validateFlexiAnswers(fields, body.flexifieldList, {
      checkedElsewhere: gsa ? ['VEHICLE_TAG'] : [],
    });

    const countyLedgerId = courseCountyLedger(course, body.countyLedgerId);

    let vehicleTag: string | null = null;
    if (gsa) {
      const given = body.vehicleTag || values.find((v) => v.name === 'VEHICLE_TAG')?.value;
      const tag = normaliseVehicleTag(given);
      if (!tag)
        throw new ApiError(400, registrationMessages.invalidVehicleTag, registrationFailureCodes.invalidVehicleTag);
      vehicleTag = tag;
      const field = fields.find((f) => f.flexiFieldName === 'VEHICLE_TAG');
      const rest = values.filter((v) => v.name !== 'VEHICLE_TAG');
      values.splice(0, values.length, ...rest, {
        flexiFieldId: field?.flexiFieldId ?? null,
        name: 'VEHICLE_TAG',
        value: tag,
      });
    }

    const skipVerification = attributeIsFalse(attrs, 'EMAIL_VERIFICATION');
    const tracking = Object.fromEntries(trackingFieldNames.filter((n) => s[n] !== undefined).map((n) => [n, s[n]]));
    assertPasswordAllowed(s.password);
    await takeSignUpAttempt(ctx, req, reply, email);
    const passwordHash = await hashPassword(s.password);

    let created: { studentId: number; token: string };
    try {
      created = await insertRegistration(ctx, {
        email,
        passwordHash,
        firstName: s.firstName,
        lastName: s.lastName,
        mobileNumber: s.mobileNumber ?? null,
        skipVerification,
        vehicleTag,
        stateId,
        organisationId,
        optSms: s.isStudentOptSms,
        optMail: s.isStudentOptMail,
        parentEmail: s.parentEmail ?? null,
        tracking,
        configCourseId: course.config_course_id,
        countyLedgerId,
        values,
        language: requestLanguage(req) ?? defaultLanguage,
      });
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      if (err.kind === 'vehicleTag')
        throw new ApiError(409, registrationMessages.vehicleTagTaken, registrationFailureCodes.vehicleTagTaken);
      throw await duplicateAnswer(ctx, email, course);
    }

    const row = (await findStudentById(ctx.db, created.studentId))!;
    if (!skipVerification) await issueVerificationCode(ctx, row);
    return ok(registrationMessages.success, toStudentRecord(row), { token: created.token });
  });

  app.post(apiPaths.coursePrice, async (req) => {
    const { configCourseId } = parseWith(coursePriceRequestSchema, req.body, 'body');
    const [row] = await ctx.db.query<{
      name: string;
      amount: string;
      cross_out_amount: string | null;
      checkout_header: string | null;
      summary: string | null;
      logo_path: string | null;
      state_id: number | null;
    }>(
      `select c.name, p.amount::text as amount, p.cross_out_amount::text as cross_out_amount, c.checkout_header, c.summary,
         o.logo_path, c.state_id
       from course_configs c join course_config_prices p on p.config_course_id = c.config_course_id and p.price_type = 'COURSE' and p.is_active
         left join organisations o on o.organisation_id = coalesce(c.organisation_id, 1001)
       where c.config_course_id = $1 order by p.price_id limit 1`,
      [configCourseId],
    );
    if (!row) throw new ApiError(404, courseMessages.courseNotFound, failureCodes.notFound);
    const extras = await priceExtras(ctx.db, configCourseId);
    return ok(
      courseMessages.price,
      coursePriceSchema.parse({
        configCourseId,
        name: row.name,
        basePrice: Number(row.amount),
        crossOutPrice: row.cross_out_amount === null ? 0 : Number(row.cross_out_amount),
        checkoutHeader: row.checkout_header,
        description: row.summary ?? '',
        logoPath: row.logo_path,
        stateId: row.state_id,
        mailPrice: { mailItems: extras.filter((e) => e.priceTypeCode === 'Mail') },
        bhwlPrice: { bhwlItems: extras.filter((e) => e.priceTypeCode === 'BHWL') },
      }),
    );
  });

  app.get(apiPaths.flexiFields, async (req) => {
    const { configCourseJsonObj } = parseWith(flexiFieldsQuerySchema, req.query, 'query');
    let json: unknown;
    try {
      json = JSON.parse(configCourseJsonObj);
    } catch {
      throw validation('configCourseJsonObj: not valid JSON');
    }
    const parsed = flexiFieldsRequestObjectSchema.safeParse(json);
    if (!parsed.success) {
      throw validation(
        parsed.error.issues.map((i) => `configCourseJsonObj.${i.path.join('.') || 'value'}: ${i.message}`).join('; '),
      );
    }
    const course = await findCourseConfig(ctx.db, parsed.data.configCourseId);
    if (!course) throw new ApiError(404, courseMessages.courseNotFound, failureCodes.notFound);
    const fields = await loadCourseFlexiFields(ctx.db, course.config_course_id, {
      includeDiversion: parsed.data.isDiversionFieldAtRegistration,
    });
    const [diversion] = await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from config_course_flexi_fields where config_course_id = $1 and is_diversion_field',
      [course.config_course_id],
    );
    return ok(courseMessages.flexiFields, {
      studentFlexiFieldDtoList: fields,
      studentCourseInformationDtoObj: courseInformationSchema.parse({
        isCourtReferral: course.is_court_referral,
        isDiversionFieldAtRegistration: diversion.n > 0,
        countyLedgerId: course.county_ledger_id,
        courseName: course.name,
      }),
    });
  });

  app.get(apiPaths.courseRemap, async (req) => {
    const { configCourseId, stateId } = parseWith(courseRemapQuerySchema, req.query, 'query');
    const course = await findCourseConfig(ctx.db, configCourseId);
    if (!course) throw new ApiError(404, courseMessages.courseNotFound, failureCodes.notFound);
    if (course.state_id === stateId) return ok(courseMessages.remap, { courseConfigId: course.config_course_id });
    if (course.course_family === null) throw new ApiError(404, courseMessages.noCourseForState, failureCodes.notFound);
    // Same organisation and family, serving the state, open for registration; the family's default first.
    const [target] = await ctx.db.query<{ config_course_id: number }>(
      `select config_course_id from course_configs
       where course_family = $1 and coalesce(organisation_id, 1001) = $2 and state_id = $3 and is_active and not is_registration_closed
       order by is_default desc, config_course_id limit 1`,
      [course.course_family, course.organisation_id, stateId],
    );
    if (!target) throw new ApiError(404, courseMessages.noCourseForState, failureCodes.notFound);
    return ok(courseMessages.remap, { courseConfigId: target.config_course_id });
  });
}
