import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import type { Ctx } from '../context';
import { ApiError } from '../http/envelope';
import {
  attemptState,
  claimPurchase,
  markCharged,
  markRecorded,
  markUncharged,
  voidAttemptCharge,
} from '../payments/attempts';
import type { GatewayCharge, PaymentGatewayAdapter } from '../payments/gateways';
import { storedAnswer } from '../payments/idempotency';
import type { CheckoutCall, CheckoutOutcome, CheckoutPlan, Log } from './checkoutPlan';
import { planPendingPayment } from './payPendingOrder';
import { planNewOrder } from './planNewOrder';

/**
 * Claim, check and price, charge, record (payments/attempts.ts). The claim makes this student's checkouts one at a
 * time, so the "already paid" checks below hold when the gateway is asked; a charge whose recording fails is voided.
 */
export async function chargeAndRecord(ctx: Ctx, log: Log, call: CheckoutCall): Promise<CheckoutOutcome> {
  const { body, student, gateway, key } = call;
  const attemptId = await claimPurchase(ctx, {
    studentId: student.student_id,
    idempotencyKey: key,
    gateway: gateway.name,
  });
  let charge: GatewayCharge;
  let plan: CheckoutPlan;
  try {
    plan = body.studentPaymentTrxId === undefined ? await planNewOrder(ctx, call) : await planPendingPayment(ctx, call);
    charge = await gateway.charge(ctx, { ...plan.checkout, attemptId });
    if (plan.paysPending && charge.status !== 'Completed') {
      throw new ApiError(400, checkoutMessages.gatewayUnavailable, checkoutFailureCodes.gatewayUnavailable);
    }
  } catch (err) {
    const declined = err instanceof ApiError && err.code === checkoutFailureCodes.cardDeclined;
    await markUncharged(ctx, attemptId, declined ? 'declined' : 'failed', errorText(err)).catch((e: unknown) =>
      log.error({ err: e, attemptId }, 'attempt not closed'),
    );
    throw err;
  }
  const takesMoney = charge.status === 'Completed' && charge.gatewayReference !== null;
  const money = {
    attemptId,
    studentId: student.student_id,
    gatewayReference: charge.gatewayReference ?? '',
    amount: plan.checkout.amount,
  };
  if (takesMoney) {
    try {
      await markCharged(ctx, attemptId, charge, plan.checkout.amount);
    } catch (err) {
      // Not journaled, so not recorded either: give the money back now.
      throw await reverse(ctx, log, gateway, { ...money, from: ['claimed'] }, err);
    }
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const outcome = await plan.record(tx, charge, now);
      await markRecorded(tx, attemptId, outcome.trxId);
      return outcome;
    });
  } catch (err) {
    if (!takesMoney) {
      await markUncharged(ctx, attemptId, 'failed', errorText(err)).catch((e: unknown) =>
        log.error({ err: e, attemptId }, 'attempt not closed'),
      );
      throw err;
    }
    const after = await attemptState(ctx.db, attemptId).catch(() => undefined);
    if (after?.state === 'recorded') {
      // The commit went through though its answer was lost: answer what was committed.
      const answer = await storedAnswer(ctx.db, student.student_id, key);
      if (answer)
        return {
          answer: answer.body,
          completed: false,
          trxId: after.paymentTrxId ?? 0,
          amount: plan.checkout.amount,
          courseIds: [],
        };
    }
    if (!after) {
      // The database is away: the journal says 'charged', and the reconciliation sweep voids it if it was not recorded.
      log.error({ err, attemptId }, 'payment charged, recording unknown (database unavailable); left to the sweep');
      throw new ApiError(502, checkoutMessages.paymentNotRecorded, checkoutFailureCodes.paymentNotRecorded);
    }
    throw await reverse(ctx, log, gateway, { ...money, from: ['charged'] }, err);
  }
}

/** Voids a charge that was not recorded and answers what happened: reversed, or not confirmed yet (left to the sweep). */
async function reverse(
  ctx: Ctx,
  log: Log,
  gateway: PaymentGatewayAdapter,
  attempt: Parameters<typeof voidAttemptCharge>[2],
  cause: unknown,
): Promise<ApiError> {
  log.error({ err: cause, attemptId: attempt.attemptId }, 'charge could not be recorded; voiding it');
  const voided = await voidAttemptCharge(ctx, gateway, attempt, `not recorded: ${errorText(cause)}`).catch(
    (err: unknown) => {
      log.error({ err, attemptId: attempt.attemptId }, 'void failed; the reconciliation sweep retries it');
      return false;
    },
  );
  return voided
    ? new ApiError(409, checkoutMessages.paymentReversed, checkoutFailureCodes.paymentReversed)
    : new ApiError(502, checkoutMessages.paymentNotRecorded, checkoutFailureCodes.paymentNotRecorded);
}

const errorText = (err: unknown) =>
  err instanceof ApiError
    ? `${err.code ?? err.httpStatus}: ${err.message}`
    : err instanceof Error
      ? err.message
      : String(err);
