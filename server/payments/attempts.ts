import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import type { Ctx } from '../context';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { cronJob } from '../jobs/jobQueue';
import { paymentClaimLeaseMs } from './claimLease';
import type { GatewayCharge, PaymentGatewayAdapter } from './gateways';

/**
 * The purchase claim and charge journal (table payment_attempts). Order of a checkout: claim (one open attempt per
 * student, a partial unique index), check and price, charge, record (the attempt turns 'recorded' in the payment's
 * own database transaction). A charge that cannot be recorded is voided through the gateway that took it. So two
 * checkouts of one student never both reach a gateway, and a charge never stays without a record.
 */

/** The lease as a PostgreSQL interval parameter (`make_interval(secs => $n)`). */
const leaseSeconds = paymentClaimLeaseMs / 1000;

export type AttemptState =
  'claimed' | 'charged' | 'recorded' | 'declined' | 'failed' | 'voided' | 'voiding' | 'abandoned';

interface OpenAttempt {
  attempt_id: number;
  state: AttemptState;
  gateway: string;
  gateway_reference: string | null;
  amount: string | null;
  student_id: number;
  updated_at: Date;
  /** Whether the claim's lease still runs (the database's clock). */
  leased: boolean;
}

const inProgress = () => new ApiError(409, checkoutMessages.paymentInProgress, checkoutFailureCodes.paymentInProgress);

/** Claims the student's purchase for this checkout, or answers 409 PAYMENT_IN_PROGRESS while another one is under way. */
export async function claimPurchase(
  ctx: Ctx,
  p: { studentId: number; idempotencyKey: string; gateway: string },
): Promise<number> {
  for (let tries = 0; tries < 3; tries++) {
    const [claimed] = await ctx.db.query<{ attempt_id: number }>(
      `insert into payment_attempts (student_id, idempotency_key, gateway, state, created_at, updated_at)
       values ($1, $2, $3, 'claimed', $4, now()) on conflict do nothing returning attempt_id`,
      [p.studentId, p.idempotencyKey, p.gateway, ctx.clock()],
    );
    if (claimed) return claimed.attempt_id;
    const [open] = await ctx.db.query<OpenAttempt>(
      `select attempt_id, state, gateway, gateway_reference, amount::text as amount, student_id, updated_at,
              updated_at > now() - make_interval(secs => $2) as leased
       from payment_attempts where student_id = $1 and state in ('claimed', 'charged')`,
      [p.studentId, leaseSeconds],
    );
    if (!open) continue; // it ended between the insert and the look-up
    if (open.leased) throw inProgress();
    await settleStaleAttempt(ctx, open);
  }
  throw inProgress();
}

async function setState(
  db: Queryable,
  attemptId: number,
  from: AttemptState[],
  to: AttemptState,
  extra: { detail?: string; paymentTrxId?: number } = {},
) {
  const rows = await db.query(
    `update payment_attempts set state = $3, updated_at = now(), detail = coalesce($4, detail), payment_trx_id = coalesce($5, payment_trx_id)
     where attempt_id = $1 and state = any($2::text[]) returning attempt_id`,
    [attemptId, from, to, extra.detail ?? null, extra.paymentTrxId ?? null],
  );
  return rows.length > 0;
}

/** The gateway took the money: remembered before recording, so a crash in between leaves a charge the sweep voids. */
export async function markCharged(ctx: Ctx, attemptId: number, charge: GatewayCharge, amount: number) {
  await ctx.db.query(
    `update payment_attempts set state = 'charged', gateway_reference = $2, amount = $3, updated_at = now() where attempt_id = $1 and state = 'claimed'`,
    [attemptId, charge.gatewayReference, amount],
  );
}

/** Inside the payment's database transaction: the attempt ends with the record it made. */
export async function markRecorded(tx: Queryable, attemptId: number, paymentTrxId: number) {
  if (!(await setState(tx, attemptId, ['claimed', 'charged'], 'recorded', { paymentTrxId }))) {
    // The sweep took this attempt over (the lease ran out): its charge is being given back, so this record must not commit.
    throw inProgress();
  }
}

/** Nothing was charged (refused before or by the gateway): the claim ends. */
export async function markUncharged(ctx: Ctx, attemptId: number, state: 'declined' | 'failed', detail: string) {
  await setState(ctx.db, attemptId, ['claimed'], state, { detail: detail.slice(0, 500) });
}

/** Whether the attempt's payment committed (checked when the recording step failed in an unclear way). */
export async function attemptState(
  db: Queryable,
  attemptId: number,
): Promise<{ state: AttemptState; paymentTrxId: number | null } | undefined> {
  const [row] = await db.query<{ state: AttemptState; payment_trx_id: number | null }>(
    'select state, payment_trx_id from payment_attempts where attempt_id = $1',
    [attemptId],
  );
  return row && { state: row.state, paymentTrxId: row.payment_trx_id };
}

/**
 * Gives back the charge of an attempt that could not be recorded. The attempt moves to 'voiding' first (so only one
 * caller voids), then 'voided' when the gateway confirms. Answers whether the money is back; a failed void stays
 * 'voiding' for the sweep, logged.
 */
export async function voidAttemptCharge(
  ctx: Ctx,
  gateway: Pick<PaymentGatewayAdapter, 'name' | 'void'>,
  attempt: { attemptId: number; studentId: number; gatewayReference: string; amount: number; from: AttemptState[] },
  reason: string,
): Promise<boolean> {
  if (!(await setState(ctx.db, attempt.attemptId, attempt.from, 'voiding', { detail: reason.slice(0, 500) })))
    return false;
  if (!gateway.void) throw new Error(`gateway ${gateway.name} took money but cannot void it`);
  await gateway.void(ctx, {
    gatewayReference: attempt.gatewayReference,
    amount: attempt.amount,
    studentId: attempt.studentId,
  });
  await setState(ctx.db, attempt.attemptId, ['voiding'], 'voided');
  return true;
}

/** A claim whose process is gone: a charge it took is voided; a claim that never charged is closed as abandoned. */
async function settleStaleAttempt(ctx: Ctx, open: OpenAttempt) {
  if (open.state === 'claimed') {
    await setState(ctx.db, open.attempt_id, ['claimed'], 'abandoned', {
      detail: 'claim lease expired before the gateway answered',
    });
    return;
  }
  const gateway = ctx.gateways.has(open.gateway) ? ctx.gateways.get(open.gateway) : undefined;
  if (!gateway || open.gateway_reference === null) {
    await setState(ctx.db, open.attempt_id, ['charged'], 'voiding', {
      detail: 'no gateway to void with: needs review',
    });
    return;
  }
  await voidAttemptCharge(
    ctx,
    gateway,
    {
      attemptId: open.attempt_id,
      studentId: open.student_id,
      gatewayReference: open.gateway_reference,
      amount: Number(open.amount ?? 0),
      from: ['charged'],
    },
    'claim lease expired before the charge was recorded',
  );
}

/**
 * The reconciliation sweep (start-up and every few minutes): stale open attempts are settled, and voids that failed
 * earlier are tried again. Answers how many attempts it settled.
 */
export async function reconcilePaymentAttempts(
  ctx: Ctx,
  log: { error: (o: object, m: string) => void },
): Promise<number> {
  const rows = await ctx.db.query<OpenAttempt>(
    `select attempt_id, state, gateway, gateway_reference, amount::text as amount, student_id, updated_at, false as leased
     from payment_attempts
     where state in ('claimed', 'charged', 'voiding') and updated_at < now() - make_interval(secs => $1)
     order by attempt_id limit 100`,
    [leaseSeconds],
  );
  let settled = 0;
  for (const row of rows) {
    try {
      if (row.state === 'voiding') {
        const gateway = ctx.gateways.has(row.gateway) ? ctx.gateways.get(row.gateway) : undefined;
        if (!gateway?.void || row.gateway_reference === null) continue; // needs a person: logged when it was parked
        await gateway.void(ctx, {
          gatewayReference: row.gateway_reference,
          amount: Number(row.amount ?? 0),
          studentId: row.student_id,
        });
        await setState(ctx.db, row.attempt_id, ['voiding'], 'voided');
      } else {
        await settleStaleAttempt(ctx, row);
      }
      settled++;
    } catch (err) {
      log.error({ err, attemptId: row.attempt_id }, 'payment attempt could not be settled; will retry');
    }
  }
  return settled;
}

/**
 * The sweep job: every minute across all instances (a void owed is retried this often), and once at each start.
 * A failed run is not retried on its own: the next minute's is.
 */
export const paymentSweep = cronJob('payment-sweep', '* * * * *', 10 * 60);

/** The sweep job's handler. */
export async function runPaymentSweep(
  ctx: Ctx,
  log: { error: (o: object, m: string) => void; warn: (o: object, m: string) => void },
) {
  const settled = await reconcilePaymentAttempts(ctx, log);
  if (settled > 0) log.warn({ settled }, 'payment attempts settled by the reconciliation sweep');
}
