import { checkoutMessages } from '../../contracts/checkout';
import { parentTokenMessages } from '../../contracts/entryLinks';
import type { Queryable } from '../db/types';
import { type EnvelopeBody, ok } from '../http/envelope';
import type { CheckoutRequestBody, GatewayCharge } from '../payments/gateways';
import { completeIdempotencyKey } from '../payments/idempotency';
import type { RecordInput } from './checkoutPlan';

export const checkoutAnswerMessages = {
  payLater: 'Your order is saved. You can pay for it later.',
} as const;

/** The checkout's answer, stored under its idempotency key in the recording transaction (a repeat answers the same). */
export async function storeAnswer(
  tx: Queryable,
  { body, student, key, charge, now }: RecordInput,
  trxId: number,
  studentCourseId: number,
): Promise<EnvelopeBody> {
  const answer = checkoutAnswer(trxId, studentCourseId, charge, body);
  await completeIdempotencyKey(tx, student.student_id, key, { httpStatus: 200, body: answer }, now);
  return answer;
}

function checkoutAnswer(
  trxId: number,
  studentCourseId: number,
  charge: GatewayCharge,
  body: CheckoutRequestBody,
): EnvelopeBody {
  const message =
    charge.status === 'Completed'
      ? checkoutMessages.paymentSuccess
      : body.isParentPaymentRequest
        ? parentTokenMessages.issued
        : checkoutAnswerMessages.payLater;
  return ok(message, { studentPaymentTrxId: trxId, studentCourse: { studentCourseId }, paymentStatus: charge.status });
}
