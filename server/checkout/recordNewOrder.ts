import { endParentLinksForPayment } from '../auth/parentLinks';
import type { Queryable } from '../db/types';
import { applyCourses } from '../payments/coursesEffect';
import { cancelOpenOrders } from '../payments/openOrders';
import { type PricedCheckout, totalMismatch } from '../payments/pricing';
import { storeAnswer } from './checkoutAnswer';
import { alreadyPaid, type CheckoutOutcome, type RecordInput } from './checkoutPlan';
import { recordStudentOrder } from './studentOrder';

/** The courses a new order pays for (its BASEPR lines). */
export const baseCourseIds = (priced: PricedCheckout) => [
  ...new Set(priced.payment.lines.filter((l) => l.priceTypeCode === 'BASEPR').map((l) => l.configCourseId)),
];

/** The same cart asked to be paid later again: the open order is the answer (no second order, no second parent mail). */
export async function answerOpenOrder(
  tx: Queryable,
  input: RecordInput & { trxId: number; priced: PricedCheckout },
): Promise<CheckoutOutcome> {
  const { student, trxId, priced } = input;
  const [primary] = await tx.query<{ student_course_id: number }>(
    `select student_course_id from student_courses where student_id = $1 and payment_trx_id = $2
     order by (config_course_id = $3) desc, student_course_id limit 1`,
    [student.student_id, trxId, priced.payment.primaryConfigCourseId],
  );
  if (!primary) throw alreadyPaid();
  const answer = await storeAnswer(tx, input, trxId, primary.student_course_id);
  return { answer, completed: false, trxId, amount: priced.payment.totalAmount, courseIds: baseCourseIds(priced) };
}

/** A new transaction with its lines, the gift certificate's spend, the student's courses and the student's order. */
export async function recordNewOrder(
  tx: Queryable,
  input: RecordInput & { priced: PricedCheckout },
): Promise<CheckoutOutcome> {
  const { body, student, gateway, priced, charge, now } = input;
  const completed = charge.status === 'Completed';
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, organisation_id,
       is_pay_later, is_parent_payment_request, is_gateway_bypass, is_gsa_course, is_primary, gateway_reference, payment_method_id,
       payment_mode, instrument, request_email, discount_code, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning payment_trx_id`,
    [
      student.student_id,
      priced.payment.totalAmount,
      gateway.name,
      charge.status,
      now,
      priced.payment.primaryConfigCourseId,
      student.organisation_id,
      gateway.mode === 'PayLater',
      body.isParentPaymentRequest,
      gateway.mode === 'Bypass',
      body.isGSACourse,
      body.isPrimary,
      charge.gatewayReference,
      charge.paymentMethodId,
      gateway.mode,
      charge.instrument,
      body.requestEmail ?? null,
      priced.discountRow?.code ?? null,
      completed ? now : null,
    ],
  );
  for (const l of priced.payment.lines) {
    await tx.query(
      `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price, course_price_type_id, bhwl_name, is_primary)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        trx.payment_trx_id,
        l.configCourseId,
        l.priceTypeCode,
        l.price,
        l.coursePriceTypeId ?? null,
        l.bhwlName ?? null,
        l.isPrimary,
      ],
    );
  }
  if (priced.discountRow?.discount_type === 'GIFTCERTIFICATE' && priced.discountAmount > 0) {
    const [left] = await tx.query(
      'update discounts set remaining_value = remaining_value - $2 where discount_id = $1 and remaining_value >= $2 returning discount_id',
      [priced.discountRow.discount_id, priced.discountAmount],
    );
    if (!left) throw totalMismatch();
  }
  const studentCourseId = await applyCourses(tx, {
    studentId: student.student_id,
    baseId: priced.baseConfigCourseId,
    upgradeId: priced.upgradeConfigCourseId,
    extraIds: priced.extraCourseIds,
    trxId: trx.payment_trx_id,
    completed,
    now,
  });
  await recordStudentOrder(tx, student.student_id, trx.payment_trx_id, completed, body.isPrimary, now);
  await cancelOpenOrders(tx, student.student_id, baseCourseIds(priced), trx.payment_trx_id);
  // A paid course needs no parent link any more: the student's open links end with the payment.
  if (completed) await endParentLinksForPayment(tx, trx.payment_trx_id, now);
  const answer = await storeAnswer(tx, input, trx.payment_trx_id, studentCourseId);
  const primaryId = priced.payment.primaryConfigCourseId;
  return {
    answer,
    completed,
    trxId: trx.payment_trx_id,
    amount: priced.payment.totalAmount,
    courseIds: baseCourseIds(priced),
    parentRequest:
      body.isParentPaymentRequest && body.requestEmail && !completed
        ? { email: body.requestEmail, primaryId, secondaryIds: priced.extraCourseIds.filter((id) => id !== primaryId) }
        : undefined,
  };
}
