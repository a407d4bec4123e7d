import { failureCodes } from '../../contracts/envelope';
import type { PaymentLine } from '../../contracts/pricing';
import { registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import type { Ctx } from '../context';
import { canOrganisationJoin, type CourseConfigRow, findCourseConfig, isOpenForRegistration } from '../courses';
import { ApiError } from '../http/envelope';
import type { CheckoutContext, CheckoutRequestBody } from '../payments/gateways';
import { openOrdersOf } from '../payments/openOrders';
import { priceCheckout, type PricedCheckout } from '../payments/pricing';
import { alreadyPaid, cents, type CheckoutCall, type CheckoutPlan } from './checkoutPlan';
import { answerOpenOrder, baseCourseIds, recordNewOrder } from './recordNewOrder';

type Line = Omit<PaymentLine, 'isPrimary'> & { isPrimary?: boolean };

/** The request's lines; the payment bypass (02 §4) may send none (one BASEPR line of the total). */
function requestLines(body: CheckoutRequestBody): Line[] {
  const lines: Line[] = body.studentPaymentTrxLines.length
    ? body.studentPaymentTrxLines
    : [{ configCourseId: body.configCourse.configCourseId, priceTypeCode: 'BASEPR', price: body.totalAmount }];
  if (cents(lines.reduce((sum, l) => sum + l.price, 0)) !== cents(body.totalAmount)) {
    throw new ApiError(
      400,
      'studentPaymentTrxLines: the line prices do not add up to totalAmount',
      failureCodes.validation,
    );
  }
  return lines;
}

async function ownedCourses(ctx: Ctx, studentId: number) {
  return ctx.db.query<{ config_course_id: number; status: string }>(
    'select config_course_id, status from student_courses where student_id = $1',
    [studentId],
  );
}

/** A new order: priced on the server (or sponsored), recorded as a new transaction or answered by the open one. */
export async function planNewOrder(ctx: Ctx, call: CheckoutCall): Promise<CheckoutPlan> {
  const { body, student, gateway, key } = call;
  const lines = requestLines(body);
  const course = await findCourseConfig(ctx.db, body.configCourse.configCourseId);
  if (!course) throw new ApiError(400, 'configCourse.configCourseId: unknown course', failureCodes.validation);
  const owned = await ownedCourses(ctx, student.student_id);
  const registered = owned.find((c) => c.config_course_id === course.config_course_id);
  // A course the student did not register for must be open and sold by the student's organisation.
  if (!registered && (!isOpenForRegistration(course) || !canOrganisationJoin(course, student.organisation_id))) {
    throw new ApiError(409, registrationMessages.registrationClosed, registrationFailureCodes.registrationClosed);
  }
  // Checked before the gateway is asked (a card must not be charged for a paid course); the claim keeps it true until
  // the record is written, and the transaction re-checks.
  if (registered && registered.status !== 'PaymentPending') throw alreadyPaid();

  const checkout: CheckoutContext = { request: body, student, course, amount: body.totalAmount, idempotencyKey: key };
  await gateway.check?.(ctx, checkout);
  const sponsored = (await gateway.skipsPricing?.(ctx, checkout)) ?? false;
  const priced: PricedCheckout = sponsored
    ? sponsoredPricing(course, lines)
    : await priceCheckout(ctx.db, body, lines, owned, ctx.clock());
  if (priced.baseConfigCourseId === null) {
    for (const id of [...priced.extraCourseIds, priced.upgradeConfigCourseId]) {
      if (owned.some((c) => c.config_course_id === id && c.status !== 'PaymentPending')) throw alreadyPaid();
    }
  }
  const orderCourseIds = baseCourseIds(priced);
  if (gateway.mode === 'PayLater') {
    const open = await openOrdersOf(ctx.db, student.student_id, {
      courseIds: orderCourseIds,
      lines: priced.payment.lines,
      isParentPaymentRequest: body.isParentPaymentRequest,
      requestEmail: body.requestEmail ?? null,
    });
    const same = open.find((o) => o.sameCart);
    if (same) {
      return {
        checkout: { ...checkout, amount: priced.payment.totalAmount },
        paysPending: false,
        record: (tx, charge, now) => answerOpenOrder(tx, { ...call, trxId: same.paymentTrxId, priced, charge, now }),
      };
    }
  }
  return {
    checkout: { ...checkout, amount: priced.payment.totalAmount },
    paysPending: false,
    record: (tx, charge, now) => recordNewOrder(tx, { ...call, priced, charge, now }),
  };
}

/** The sponsored bypass (PAYMENT_BYPASS): the organisation pays, the lines are recorded as sent (total 0). */
function sponsoredPricing(course: CourseConfigRow, lines: Line[]): PricedCheckout {
  return {
    baseConfigCourseId: course.config_course_id,
    ownerConfigCourseId: course.config_course_id,
    upgradeConfigCourseId: null,
    extraCourseIds: [],
    payment: {
      primaryConfigCourseId: course.config_course_id,
      lines: lines.map((l) => ({ ...l, isPrimary: l.isPrimary ?? true })),
      totalAmount: 0,
    },
    discountRow: null,
    discountAmount: 0,
  };
}
