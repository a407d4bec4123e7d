import type { FastifyInstance } from 'fastify';

import {
  parentVerificationFailureCodes,
  parentVerificationMessages,
  parentVerificationRequestSchema,
  personalInformationMessages,
  personalInformationSchema,
} from '../../contracts/account';
import { accountFailureCodes, changePasswordMessages, changePasswordRequestSchema } from '../../contracts/auth';
import { courseDashboardQuerySchema, courseDashboardSchema } from '../../contracts/courses';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { studentIdQuerySchema } from '../../contracts/student';
import { shopperReviewQuerySchema } from '../../contracts/survey';
import { isoFromUsDate } from '../account/address';
import { courseNeedsParentVerification, studentNeedsParentVerification } from '../account/parentVerificationRule';
import { checkPersonDetails, savedPersonalInformationOf } from '../account/personDetails';
import { hashPassword } from '../auth/password';
import { checkStudentPassword } from '../auth/passwordCheck';
import { assertPasswordAllowed } from '../auth/passwordRules';
import { accessDeniedMessage, assertOwnStudent, requireSession, revokeOtherSessions } from '../auth/sessions';
import { attemptLimits, clearAttempts, countFailure, limitKeys, rateLimited, waitFor } from '../auth/throttle';
import type { Ctx } from '../context';
import { todayAllowance } from '../courseTaking/crediting';
import { loadStudentCourse } from '../courseTaking/studentCourse';
import { ApiError, ok, parseWith } from '../http/envelope';
import { storedLanguage } from '../i18n/serverText';
import { mails } from '../mail/templates';
import { findStudentById } from '../students';

export const accountMessages = {
  personalInformation: 'Personal information.',
  dashboard: 'Course dashboard.',
  reviewSaved: 'Thank you for your review.',
  paymentNotFound: 'Payment not found.',
} as const;

/**
 * The course's daily time (02 §4): from its rule set and credited records when it has one; a course without
 * one keeps the legacy per-config limit and the value logout last stored.
 */
async function dailyTimeOf(
  ctx: Ctx,
  row: {
    student_course_id: number;
    daily_time_limit_seconds: number | null;
    available_time_for_the_day: number | null;
    available_time_updated_at: Date | null;
    has_rules: boolean;
  },
  studentId: number,
): Promise<{ limited: boolean; availableTimeForTheDay: number | null }> {
  if (row.has_rules) {
    const course = await loadStudentCourse(ctx.db, row.student_course_id, studentId);
    const today = todayAllowance(course.rules, course.record, ctx.clock());
    return today.limited
      ? { limited: true, availableTimeForTheDay: today.availableSeconds }
      : { limited: false, availableTimeForTheDay: null };
  }
  const limit = row.daily_time_limit_seconds;
  if (limit === null) return { limited: false, availableTimeForTheDay: null };
  const today = ctx.clock().toISOString().slice(0, 10);
  const usedToday =
    row.available_time_updated_at && new Date(row.available_time_updated_at).toISOString().slice(0, 10) === today;
  return {
    limited: true,
    availableTimeForTheDay:
      usedToday && row.available_time_for_the_day !== null ? row.available_time_for_the_day : limit,
  };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: Ctx) {
  /**
   * 02 §2 change-password, §7 password change: the current password, then a new one by the reset rules. Wrong current
   * passwords count like wrong sign-ins (5, then growing waits): a stolen session cannot guess its way to the account.
   * Success signs out every other session (and parent link) and mails a notice; this device stays signed in.
   */
  app.post(apiPaths.changePassword, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    if (session.viaParentToken) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    const body = parseWith(changePasswordRequestSchema, req.body, 'body');
    const now = ctx.clock();
    const key = limitKeys.passwordChange(session.studentId);
    const wait = await waitFor(ctx.db, attemptLimits.signInAccount, key, now);
    if (wait > 0) throw rateLimited(reply, wait, attemptLimitNames.attempts);
    const [student] = await ctx.db.query<{
      student_id: number;
      password_hash: string;
      email: string;
      language: string;
    }>('select student_id, password_hash, email, language from students where student_id = $1', [session.studentId]);
    if (!student || !(await checkStudentPassword(ctx.db, student, body.currentPassword))) {
      await countFailure(ctx.db, attemptLimits.signInAccount, key, now);
      throw new ApiError(400, changePasswordMessages.wrongCurrent, failureCodes.currentPasswordInvalid);
    }
    if (body.newPassword === body.currentPassword)
      throw new ApiError(400, changePasswordMessages.sameAsCurrent, accountFailureCodes.passwordSameAsCurrent);
    assertPasswordAllowed(body.newPassword);
    const passwordHash = await hashPassword(body.newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        'update students set password_hash = $2, password_expired = false, updated_at = $3 where student_id = $1',
        [session.studentId, passwordHash, now],
      );
      await revokeOtherSessions(tx, session.studentId, session.sessionId, now);
      await ctx.outbox.send(student.email, mails.passwordChangedInAccount(storedLanguage(student.language)), {
        within: tx,
      });
    });
    await clearAttempts(ctx.db, key);
    return ok(changePasswordMessages.changed);
  });

  app.get(apiPaths.personalInformation, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const saved = await savedPersonalInformationOf(ctx.db, studentId);
    if (!saved) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    return ok(accountMessages.personalInformation, saved);
  });

  app.put(apiPaths.personalInformation, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const body = parseWith(personalInformationSchema, req.body, 'body');
    const birth = await checkPersonDetails(ctx.db, body, ctx.clock());
    await ctx.db.query(
      `update students set first_name = $2, middle_name = $3, last_name = $4, date_of_birth = $5, gender = $6, parent_email = $7,
         mobile_number = $8, street = $9, apartment = $10, city = $11, state_id = $12, zip = $13, is_personal_info_pending = false, updated_at = $14
       where student_id = $1`,
      [
        studentId,
        body.firstName,
        body.middleName || null,
        body.lastName,
        birth,
        body.gender,
        body.parentEmail || null,
        body.mobileNumber.replace(/\D/g, ''),
        body.street,
        body.apartment || null,
        body.city,
        body.state.stateId,
        body.zip,
        ctx.clock(),
      ],
    );
    return ok(personalInformationMessages.saved, {
      isParentVerificationRequired: await studentNeedsParentVerification(ctx.db, studentId),
    });
  });

  app.post(apiPaths.parentVerification, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const body = parseWith(parentVerificationRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.studentId);
    const student = (await findStudentById(ctx.db, studentId))!;
    const now = ctx.clock();
    const result = await ctx.parentVerifier.verify({
      parent: body,
      student: { firstName: student.first_name, lastName: student.last_name, email: student.email },
      today: now,
    });
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `insert into parent_verifications (student_id, parent_first_name, parent_middle_name, parent_last_name, parent_date_of_birth, parent_street,
           parent_city, parent_state, parent_zip, parent_mobile_number, parent_email, verified, reason, verified_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          studentId,
          body.parentFirstName,
          body.parentMiddleName || null,
          body.parentLastName,
          isoFromUsDate(body.parentDateOfBirth) ?? '1900-01-01',
          body.parentStreet,
          body.parentCity,
          body.parentState.toUpperCase(),
          body.parentZip,
          body.parentMobileNumber.replace(/\D/g, ''),
          body.parentEmail,
          result.verified,
          result.reason,
          result.verified ? now : null,
          now,
        ],
      );
      if (result.verified)
        await tx.query('update students set parent_verification_status = true, updated_at = $2 where student_id = $1', [
          studentId,
          now,
        ]);
    });
    if (!result.verified) {
      return reply.code(422).send({
        status: {
          success: false,
          message: parentVerificationMessages.notVerified,
          code: parentVerificationFailureCodes.notVerified,
        },
      });
    }
    return ok(parentVerificationMessages.verified);
  });

  app.get(apiPaths.courseDashboard, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentPaymentTrxId } = parseWith(courseDashboardQuerySchema, req.query, 'query');
    const [row] = await ctx.db.query<{
      student_course_id: number;
      config_course_id: number;
      name: string;
      status: string;
      daily_time_limit_seconds: number | null;
      available_time_for_the_day: number | null;
      available_time_updated_at: Date | null;
      organisation_id: number;
      parent_verification_status: boolean;
      has_rules: boolean;
    }>(
      `select sc.student_course_id, sc.config_course_id, c.name, sc.status, c.daily_time_limit_seconds, sc.available_time_for_the_day,
         c.rules is not null as has_rules,
         sc.available_time_updated_at, s.organisation_id, s.parent_verification_status
       from payment_transactions p join students s on s.student_id = p.student_id
         join student_courses sc on sc.student_id = p.student_id
           and (sc.payment_trx_id = p.payment_trx_id or (sc.payment_trx_id is null and s.default_st_payment_trx_id = p.payment_trx_id))
         join course_configs c on c.config_course_id = sc.config_course_id
       where p.payment_trx_id = $1 and p.student_id = $2
       order by (sc.config_course_id = p.config_course_id) desc, sc.student_course_id limit 1`,
      [studentPaymentTrxId, session.studentId],
    );
    if (!row) throw new ApiError(404, accountMessages.paymentNotFound, failureCodes.notFound);
    const required = await courseNeedsParentVerification(ctx.db, row.organisation_id, row.config_course_id);
    const daily = await dailyTimeOf(ctx, row, session.studentId);
    const paid = row.status !== 'PaymentPending';
    return ok(
      accountMessages.dashboard,
      courseDashboardSchema.parse({
        studentPaymentTrxId,
        studentCourseId: row.student_course_id,
        configCourseId: row.config_course_id,
        courseName: row.name,
        status: row.status,
        availableTimeForTheDay: daily.availableTimeForTheDay,
        isCourseHasAccessTimeLimitPerDay: daily.limited,
        isCourseEligable: paid && (!required || row.parent_verification_status),
        isParentVerificationRequired: required,
        parentVerificationStatus: row.parent_verification_status,
      }),
    );
  });

  app.get(apiPaths.shopperReview, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const q = parseWith(shopperReviewQuerySchema, req.query, 'query');
    const [trx] = await ctx.db.query(
      'select 1 from payment_transactions where payment_trx_id = $1 and student_id = $2',
      [q.orderid, session.studentId],
    );
    if (!trx) throw new ApiError(404, accountMessages.paymentNotFound, failureCodes.notFound);
    await ctx.db.query(
      `insert into shopper_reviews (payment_trx_id, student_id, rating, comments, course_selection, is_test, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (payment_trx_id) do update set rating = excluded.rating, comments = excluded.comments,
         course_selection = excluded.course_selection, is_test = excluded.is_test, created_at = excluded.created_at`,
      [q.orderid, session.studentId, q.rating, q.comments, q.courseSelection, q.test === 'true', ctx.clock()],
    );
    return ok(accountMessages.reviewSaved);
  });
}
