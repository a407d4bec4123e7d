import type { FastifyInstance } from 'fastify';

import {
  courseInformationSchema,
  coursePriceRequestSchema,
  courseRemapQuerySchema,
  flexiFieldsQuerySchema,
  flexiFieldsRequestObjectSchema,
} from '../../contracts/courseConfig';
import { failureCodes } from '../../contracts/envelope';
import { defaultLanguage } from '../../contracts/languages';
import * as apiPaths from '../../contracts/paths';
import { registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import { trackingFieldNames } from '../../contracts/registrationLimits';
import { hashPassword } from '../auth/password';
import { assertPasswordAllowed } from '../auth/passwordRules';
import { takeSignUpAttempt } from '../auth/signUpLimits';
import { issueVerificationCode } from '../auth/verification';
import type { Ctx } from '../context';
import {
  attributeIsFalse,
  canOrganisationJoin,
  type CourseConfigRow,
  findCourseConfig,
  findFamilyCourseForState,
} from '../courses';
import { ApiError, ok, parseWith } from '../http/envelope';
import { requestLanguage } from '../i18n/serverText';
import { coursePriceCard } from '../payments/catalogue';
import { hasDiversionFields, loadCourseFlexiFields } from '../registration/flexi';
import { insertRegistration, Refusal } from '../registration/insertRegistration';
import { registrationAnswers } from '../registration/registrationAnswers';
import { parseRegistration } from '../registration/registrationRequest';
import { registrationTarget } from '../registration/registrationTarget';
import { findStudentByEmail, findStudentById, toStudentRecord } from '../students';

export const courseMessages = {
  price: 'Course price.',
  flexiFields: 'Registration fields.',
  remap: 'Course for the selected state.',
  courseNotFound: 'Course not found.',
  noCourseForState: 'There is no course for the selected state.',
} as const;

const validation = (message: string) => new ApiError(400, message, failureCodes.validation);

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

    const { course, organisationId, attrs, stateId } = await registrationTarget(ctx.db, {
      configCourseId: body.configCourseId,
      organisationId: body.organisationId,
      email,
      stateId: s.state?.stateId ?? null,
      stateField: 'student.state.stateId',
    });

    if (await findStudentByEmail(ctx.db, email)) throw await duplicateAnswer(ctx, email, course);

    const { values, vehicleTag, countyLedgerId } = await registrationAnswers(ctx.db, course, body);

    const skipVerification = attributeIsFalse(attrs, 'EMAIL_VERIFICATION');
    const tracking = Object.fromEntries(trackingFieldNames.filter((n) => s[n] !== undefined).map((n) => [n, s[n]]));
    assertPasswordAllowed(s.password);
    await takeSignUpAttempt(ctx, req, reply, email);
    const passwordHash = await hashPassword(s.password);

    let created: { studentId: number; token: string };
    try {
      created = await insertRegistration(
        ctx.db,
        ctx.config.dataKeys,
        {
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
        },
        ctx.clock(),
      );
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
    const card = await coursePriceCard(ctx.db, configCourseId);
    if (!card) throw new ApiError(404, courseMessages.courseNotFound, failureCodes.notFound);
    return ok(courseMessages.price, card);
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
    return ok(courseMessages.flexiFields, {
      studentFlexiFieldDtoList: fields,
      studentCourseInformationDtoObj: courseInformationSchema.parse({
        isCourtReferral: course.is_court_referral,
        isDiversionFieldAtRegistration: await hasDiversionFields(ctx.db, course.config_course_id),
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
    const target = await findFamilyCourseForState(
      ctx.db,
      { course_family: course.course_family, organisation_id: course.organisation_id },
      stateId,
    );
    if (target === undefined) throw new ApiError(404, courseMessages.noCourseForState, failureCodes.notFound);
    return ok(courseMessages.remap, { courseConfigId: target });
  });
}
