import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import { endParentLinksForPayment } from '../auth/parentLinks';
import type { Ctx } from '../context';
import { findCourseConfig } from '../courses';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { markCourses } from '../payments/coursesEffect';
import type { CheckoutContext } from '../payments/gateways';
import { cancelledStatus } from '../payments/openOrders';
import { totalMismatch } from '../payments/pricing';
import { storeAnswer } from './checkoutAnswer';
import {
  alreadyPaid,
  cents,
  type CheckoutCall,
  type CheckoutOutcome,
  type CheckoutPlan,
  type RecordInput,
} from './checkoutPlan';
import { recordStudentOrder } from './studentOrder';

/** Pays a PaymentPending transaction (pay later, the parent cart): charged, Completed, its courses activated. */
export async function planPendingPayment(ctx: Ctx, call: CheckoutCall): Promise<CheckoutPlan> {
  const { body, student, gateway, key } = call;
  const [trx] = await ctx.db.query<{
    payment_trx_id: number;
    amount: string;
    status: string;
    config_course_id: number | null;
  }>(
    'select payment_trx_id, amount::text as amount, status, config_course_id from payment_transactions where payment_trx_id = $1 and student_id = $2',
    [body.studentPaymentTrxId, student.student_id],
  );
  if (!trx || trx.config_course_id === null)
    throw new ApiError(400, 'studentPaymentTrxId: not a transaction of this student', failureCodes.validation);
  if (trx.status !== 'PaymentPending' && trx.status !== cancelledStatus) throw alreadyPaid();
  const amount = Number(trx.amount);
  if (cents(amount) !== cents(body.totalAmount)) throw totalMismatch();
  const course = (await findCourseConfig(ctx.db, trx.config_course_id))!;
  const checkout: CheckoutContext = { request: body, student, course, amount, idempotencyKey: key };
  await gateway.check?.(ctx, checkout);
  const lines = await ctx.db.query<{ config_course_id: number }>(
    `select distinct config_course_id from payment_transaction_lines where payment_trx_id = $1 and price_type_code = 'BASEPR'`,
    [trx.payment_trx_id],
  );
  const courseIds = [...new Set([trx.config_course_id, ...lines.map((l) => l.config_course_id)])];
  // A course of the order paid meanwhile (another order, the student's own card) makes the order unpayable: refused
  // before the gateway is asked. (The base course of an upgrade was moved to the upgrade: only existing rows count.)
  const rows = await ctx.db.query<{ status: string }>(
    'select status from student_courses where student_id = $1 and config_course_id = any($2::int[])',
    [student.student_id, courseIds],
  );
  if (rows.length === 0 || rows.some((r) => r.status !== 'PaymentPending')) throw alreadyPaid();
  if (trx.status === cancelledStatus)
    throw new ApiError(409, checkoutMessages.orderReplaced, checkoutFailureCodes.orderReplaced);
  return {
    checkout,
    paysPending: true,
    record: (tx, charge, now) =>
      recordPendingPayment(tx, {
        ...call,
        trxId: trx.payment_trx_id,
        primaryConfigCourseId: trx.config_course_id!,
        amount,
        courseIds,
        charge,
        now,
      }),
  };
}

async function recordPendingPayment(
  tx: Queryable,
  input: RecordInput & { trxId: number; primaryConfigCourseId: number; amount: number; courseIds: number[] },
): Promise<CheckoutOutcome> {
  const { body, student, gateway, trxId, primaryConfigCourseId, amount, courseIds, charge, now } = input;
  const [paid] = await tx.query(
    `update payment_transactions set status = 'Completed', gateway = $2, gateway_reference = $3, payment_method_id = $4, payment_mode = $5,
       instrument = $6, paid_at = $7, is_gateway_bypass = $8
     where payment_trx_id = $1 and status = 'PaymentPending' returning payment_trx_id`,
    [
      trxId,
      gateway.name,
      charge.gatewayReference,
      charge.paymentMethodId,
      gateway.mode,
      charge.instrument,
      now,
      gateway.mode === 'Bypass',
    ],
  );
  if (!paid) throw alreadyPaid();
  // The base course of an upgrade was moved to the upgrade when the order was recorded: only existing rows activate.
  const rows = await markCourses(tx, student.student_id, courseIds, trxId, true, now);
  if (rows.length === 0) throw alreadyPaid();
  await recordStudentOrder(tx, student.student_id, trxId, true, body.isPrimary, now);
  await endParentLinksForPayment(tx, trxId, now);
  const primary = rows.find((r) => r.config_course_id === primaryConfigCourseId) ?? rows[0];
  const answer = await storeAnswer(tx, input, trxId, primary.student_course_id);
  return { answer, completed: true, trxId: trxId, amount, courseIds };
}
