import type { Ctx } from '../context';
import type { EnvelopeBody } from '../http/envelope';
import { releaseIdempotencyKey } from '../payments/idempotency';
import { afterCommit } from './afterCommit';
import { chargeAndRecord } from './chargeAndRecord';
import type { CheckoutCall, CheckoutOutcome, Log } from './checkoutPlan';

/**
 * A checkout whose idempotency key this request claimed: charged and recorded, or the key released (the same key may
 * be tried again) when anything before the commit fails. `admit` runs first, inside that guard: the request's own
 * refusals before anything is charged (the parent link limit answers with its Retry-After).
 */
export async function completeCheckout(
  ctx: Ctx,
  log: Log,
  call: CheckoutCall,
  admit: () => Promise<void>,
): Promise<EnvelopeBody> {
  const { student, key } = call;
  let outcome: CheckoutOutcome;
  try {
    await admit();
    outcome = await chargeAndRecord(ctx, log, call);
  } catch (err) {
    await releaseIdempotencyKey(ctx.db, student.student_id, key).catch((e: unknown) =>
      log.error({ err: e }, 'idempotency key not released'),
    );
    throw err;
  }
  // The payment is committed: what follows (parent mail, post-payment adapters) is logged when it fails and never
  // turns the committed payment into a failure (each step catches its own; this catch guards a step added without).
  await afterCommit(ctx, log, student, outcome).catch((err: unknown) =>
    log.error({ err, trxId: outcome.trxId }, 'after-payment step failed'),
  );
  return outcome.answer;
}
