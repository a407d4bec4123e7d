import type { FastifyInstance } from 'fastify';
import { failureCodes } from '../../contracts/envelope';
import { apiPaths } from '../../contracts/paths';
import { bypassPaymentGateway, checkoutRequestSchema, registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import { accessDeniedMessage, assertOwnStudent, requireSession } from '../auth/sessions';
import { addMs, hours } from '../clock';
import type { Ctx } from '../context';
import { canOrganisationJoin, findCourseConfig, isOpenForRegistration } from '../courses';
import { ApiError, ok, parseWith } from '../http/envelope';
import { findStudentById } from '../students';

const cents = (n: number) => Math.round(n * 100);

export function registerCheckoutRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.checkout, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(checkoutRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.student.studentId);
    const student = await findStudentById(ctx.db, session.studentId);
    if (!student) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);

    const course = await findCourseConfig(ctx.db, body.configCourse.configCourseId);
    if (!course) throw new ApiError(400, 'configCourse.configCourseId: unknown course', failureCodes.validation);
    const lines = body.studentPaymentTrxLines.length
      ? body.studentPaymentTrxLines
      : [{ configCourseId: course.config_course_id, priceTypeCode: 'BASEPR', price: body.totalAmount }];
    if (cents(lines.reduce((sum, l) => sum + l.price, 0)) !== cents(body.totalAmount)) {
      throw new ApiError(400, 'studentPaymentTrxLines: the line prices do not add up to totalAmount', failureCodes.validation);
    }
    const [registered] = await ctx.db.query<{ status: string }>(
      'select status from student_courses where student_id = $1 and config_course_id = $2',
      [student.student_id, course.config_course_id],
    );
    // A course the student did not register for must be open and sold by the student's organisation.
    if (!registered && (!isOpenForRegistration(course) || !canOrganisationJoin(course, student.organisation_id))) {
      throw new ApiError(409, registrationMessages.registrationClosed, registrationFailureCodes.registrationClosed);
    }
    // Checked before the gateway is asked (a card gateway must not charge a paid course); the transaction re-checks.
    if (registered && registered.status !== 'PaymentPending') {
      throw new ApiError(409, registrationMessages.alreadyPaid, registrationFailureCodes.alreadyPaid);
    }

    const gateway = ctx.gateways.get(body.paymentGateway);
    const charge = await gateway.charge(ctx, { request: body, student, course });

    const now = ctx.clock();
    const result = await ctx.db.transaction(async (tx) => {
      const [trx] = await tx.query<{ payment_trx_id: number }>(
        `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, organisation_id,
           is_pay_later, is_parent_payment_request, is_gateway_bypass, is_gsa_course, is_primary)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning payment_trx_id`,
        [
          student.student_id, body.totalAmount, gateway.name, charge.status, now, course.config_course_id, student.organisation_id,
          body.isPayLater, body.isParentPaymentRequest, body.isGatewayBypass || gateway.name === bypassPaymentGateway, body.isGSACourse, body.isPrimary,
        ],
      );
      for (const l of lines) {
        await tx.query(
          'insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price) values ($1, $2, $3, $4)',
          [trx.payment_trx_id, l.configCourseId, l.priceTypeCode, l.price],
        );
      }
      await tx.query(
        `insert into student_courses (student_id, config_course_id, status, created_at) values ($1, $2, 'PaymentPending', $3)
         on conflict (student_id, config_course_id) do nothing`,
        [student.student_id, course.config_course_id, now],
      );
      // Only a PaymentPending course is paid: a second checkout (or a double submit) finds none and rolls everything back.
      const [sc] = await tx.query<{ student_course_id: number }>(
        `update student_courses set status = 'Active', payment_trx_id = $3, purchased_at = $4, expires_at = $5
         where student_id = $1 and config_course_id = $2 and status = 'PaymentPending' returning student_course_id`,
        [student.student_id, course.config_course_id, trx.payment_trx_id, now, addMs(now, hours(24 * course.access_days))],
      );
      if (!sc) throw new ApiError(409, registrationMessages.alreadyPaid, registrationFailureCodes.alreadyPaid);
      await tx.query(
        `update students set status = 'Active', updated_at = $3,
           default_st_payment_trx_id = case when $4 or default_st_payment_trx_id is null then $2 else default_st_payment_trx_id end
         where student_id = $1`,
        [student.student_id, trx.payment_trx_id, now, body.isPrimary],
      );
      return { studentPaymentTrxId: trx.payment_trx_id, studentCourse: { studentCourseId: sc.student_course_id } };
    });
    return ok(registrationMessages.paymentSuccess, result);
  });
}
