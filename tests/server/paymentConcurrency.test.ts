import { describe, expect, it } from 'vitest';

import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import { paymentClaimLeaseMs } from '../../server/payments/claimLease';
import { bypassGateway, createGatewayRegistry, type PaymentGatewayAdapter } from '../../server/payments/gateways';
import { payLaterGatewayAdapter } from '../../server/payments/paylater';
import { sandboxCardGateway, sandboxWalletGateway } from '../../server/payments/sandbox';
import { anotherInstance, expectRefusal, useTestServer } from './helpers';
import {
  base611Lines,
  buyerWithCard,
  card611Checkout,
  checkout,
  courseRows,
  payLaterCheckout,
  pendingOrderCheckout,
  trxCount,
} from './paymentHelpers';

/**
 * No charge without a record. The card gateway is the sandbox, wrapped to count what reaches it; the
 * sandbox's own ledger (sandbox_charges) says which charges stand. Runs on PGlite and, in `npm test`, on PostgreSQL
 * (real parallel connections).
 */
const gatewayCalls = { charges: 0, voids: 0, failVoids: false };
const countingCard: PaymentGatewayAdapter = {
  ...sandboxCardGateway,
  async charge(ctx, checkout) {
    gatewayCalls.charges++;
    return sandboxCardGateway.charge(ctx, checkout);
  },
  async void(ctx, charge) {
    gatewayCalls.voids++;
    if (gatewayCalls.failVoids) throw new Error('the processor is unreachable');
    return sandboxCardGateway.void!(ctx, charge);
  },
};

const gateways = createGatewayRegistry([bypassGateway, payLaterGatewayAdapter, sandboxWalletGateway, countingCard]);
const t = useTestServer({ deps: { gateways } });

const standingCharges = async (studentId: number) =>
  (
    await t.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_charges where student_id = $1 and voided_at is null',
      [studentId],
    )
  )[0].n;
const allCharges = async (studentId: number) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from sandbox_charges where student_id = $1', [studentId])
  )[0].n;
const attempts = async (studentId: number) =>
  t.db.query<{ state: string }>('select state from payment_attempts where student_id = $1 order by attempt_id', [
    studentId,
  ]);

/** Stands in for the database's transaction call while `run` runs (the recording step of the checkout). */
type TransactionSpy = (
  original: typeof t.db.transaction,
  fn: Parameters<typeof t.db.transaction>[0],
) => Promise<unknown>;
async function withTransaction<T>(spy: TransactionSpy, run: () => Promise<T>): Promise<T> {
  const original = t.db.transaction.bind(t.db);
  t.db.transaction = ((fn) => spy(original, fn)) as typeof t.db.transaction;
  try {
    return await run();
  } finally {
    t.db.transaction = original;
  }
}
const refuseWrite: TransactionSpy = async () => {
  throw new Error('the database refused the write');
};

/** The student's open claims as they stand once their lease has run out (leases are on the database's clock). */
const leaseRunsOut = (studentId: number) =>
  t.db.query(`update payment_attempts set updated_at = updated_at - make_interval(secs => $2) where student_id = $1`, [
    studentId,
    paymentClaimLeaseMs / 1000 + 1,
  ]);

describe('checkout: the purchase is claimed before the card is charged', () => {
  it('10 parallel card checkouts of one cart with different keys: one charge, one transaction (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await buyerWithCard(t);
      const before = gatewayCalls.charges;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => checkout(t, s.token, card611Checkout(s.studentId, s.pm))),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      // The others were told a payment is under way, or (once it committed) that the course is paid.
      for (const a of answers.filter((x) => x.statusCode !== 200)) {
        expect(a.statusCode).toBe(409);
        expect([checkoutFailureCodes.paymentInProgress, checkoutFailureCodes.alreadyPaid]).toContain(
          a.body.status.code,
        );
      }
      expect(gatewayCalls.charges - before).toBe(1);
      expect(await allCharges(s.studentId)).toBe(1);
      expect(await trxCount(t, s.studentId)).toBe(1);
      expect(await courseRows(t, s.studentId)).toMatchObject([{ config_course_id: 611, status: 'Active' }]);
    }
  });

  it('10 parallel card checkouts split across two instances on one database: one charge, one transaction', async () => {
    const other = await anotherInstance(t, { deps: { gateways } });
    try {
      const s = await buyerWithCard(t);
      const before = gatewayCalls.charges;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => checkout(i % 2 ? other : t, s.token, card611Checkout(s.studentId, s.pm))),
      );
      expect(answers.map((a) => a.statusCode).filter((c) => c === 200)).toHaveLength(1);
      expect(gatewayCalls.charges - before).toBe(1);
      expect(await allCharges(s.studentId)).toBe(1);
      expect(await trxCount(t, s.studentId)).toBe(1);
    } finally {
      await other.app.close();
    }
  });

  it('10 parallel pay-later requests with different keys make one pending order', async () => {
    const s = await buyerWithCard(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => checkout(t, s.token, payLaterCheckout(s.studentId))),
    );
    // Each is answered with the one order, or told that a payment is under way.
    const orders = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.body.data.studentPaymentTrxId));
    expect(orders.size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.body.status.code).toBe(checkoutFailureCodes.paymentInProgress);
    expect(await trxCount(t, s.studentId)).toBe(1);
    // Asked again later for another cart (with an upsell), the open order is replaced, not joined by a second one.
    const withUpsell = [...base611Lines, { configCourseId: 641, priceTypeCode: 'BASEPR', price: 14.95 }];
    const replaced = await checkout(
      t,
      s.token,
      payLaterCheckout(s.studentId, { studentPaymentTrxLines: withUpsell, totalAmount: 39.9 }),
    );
    expect(replaced.statusCode, JSON.stringify(replaced.body)).toBe(200);
    const statuses = await t.db.query<{ status: string }>(
      'select status from payment_transactions where student_id = $1 order by payment_trx_id',
      [s.studentId],
    );
    expect(statuses.map((r) => r.status)).toEqual(['Cancelled', 'PaymentPending']);
    // The replaced order cannot be paid any more (its parent link says so).
    const [first] = orders;
    const old = await checkout(t, s.token, pendingOrderCheckout(s.studentId, first, s.pm));
    expect(old.statusCode).toBe(409);
    expect(old.body.status.code).toBe(checkoutFailureCodes.orderReplaced);
  });

  it('paying several pending orders of one course at once charges once; the rest are refused before the gateway', async () => {
    const s = await buyerWithCard(t);
    const pending: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await checkout(t, s.token, payLaterCheckout(s.studentId));
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      pending.push(res.body.data.studentPaymentTrxId);
    }
    const before = gatewayCalls.charges;
    const answers = await Promise.all(
      pending.map((studentPaymentTrxId) =>
        checkout(t, s.token, pendingOrderCheckout(s.studentId, studentPaymentTrxId, s.pm)),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(gatewayCalls.charges - before).toBe(1);
    expect(await standingCharges(s.studentId)).toBe(1);
    // Asked again one by one (new attempts), every order is refused without reaching the gateway.
    for (const studentPaymentTrxId of pending) {
      const again = await checkout(t, s.token, pendingOrderCheckout(s.studentId, studentPaymentTrxId, s.pm));
      expect(again.body.status.code).toBe(checkoutFailureCodes.alreadyPaid);
    }
    expect(gatewayCalls.charges - before).toBe(1);
  });

  it('a parent paying the mailed order after the student paid the course is refused and not charged', async () => {
    const s = await buyerWithCard(t);
    const order = await checkout(t, s.token, payLaterCheckout(s.studentId));
    const studentPaymentTrxId = order.body.data.studentPaymentTrxId as number;
    const paid = await checkout(t, s.token, card611Checkout(s.studentId, s.pm));
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    const before = gatewayCalls.charges;
    const late = await checkout(t, s.token, pendingOrderCheckout(s.studentId, studentPaymentTrxId, s.pm));
    expect(late.statusCode).toBe(409);
    expect(late.body.status.code).toBe(checkoutFailureCodes.alreadyPaid);
    expect(gatewayCalls.charges).toBe(before);
    expect(await standingCharges(s.studentId)).toBe(1);
  });
});

describe('checkout: a charge that cannot be recorded is voided', () => {
  it('voids the charge when the recording transaction fails, and says so', async () => {
    const s = await buyerWithCard(t);
    const res = await withTransaction(refuseWrite, () => checkout(t, s.token, card611Checkout(s.studentId, s.pm)));
    expectRefusal(res, 409, checkoutMessages.paymentReversed, checkoutFailureCodes.paymentReversed);
    expect(await allCharges(s.studentId)).toBe(1);
    expect(await standingCharges(s.studentId)).toBe(0);
    expect(await trxCount(t, s.studentId)).toBe(0);
    expect(await attempts(s.studentId)).toEqual([{ state: 'voided' }]);
    // Nothing is held: the student can pay again and is charged once.
    const retry = await checkout(t, s.token, card611Checkout(s.studentId, s.pm));
    expect(retry.statusCode, JSON.stringify(retry.body)).toBe(200);
    expect(await standingCharges(s.studentId)).toBe(1);
  });

  it('a void that fails answers PAYMENT_NOT_RECORDED, and the reconciliation sweep voids it later', async () => {
    const s = await buyerWithCard(t);
    gatewayCalls.failVoids = true;
    const res = await withTransaction(refuseWrite, () =>
      checkout(t, s.token, card611Checkout(s.studentId, s.pm)),
    ).finally(() => {
      gatewayCalls.failVoids = false;
    });
    expect(res.statusCode).toBe(502);
    expect(res.body.status.code).toBe(checkoutFailureCodes.paymentNotRecorded);
    expect(await standingCharges(s.studentId)).toBe(1);
    expect(await attempts(s.studentId)).toEqual([{ state: 'voiding' }]);
    await leaseRunsOut(s.studentId);
    const settled = await t.app.reconcilePayments();
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await standingCharges(s.studentId)).toBe(0);
    expect(await attempts(s.studentId)).toEqual([{ state: 'voided' }]);
  });

  it('answers the committed payment when the commit went through but its caller saw an error', async () => {
    const s = await buyerWithCard(t);
    const loseAnswer: TransactionSpy = async (original, fn) => {
      await original(fn);
      throw new Error('connection lost after COMMIT');
    };
    const res = await withTransaction(loseAnswer, () => checkout(t, s.token, card611Checkout(s.studentId, s.pm)));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.paymentStatus).toBe('Completed');
    expect(await standingCharges(s.studentId)).toBe(1);
    expect(await trxCount(t, s.studentId)).toBe(1);
  });

  it('a claim left by a dead process is settled: its charge voided, and the student can pay', async () => {
    const s = await buyerWithCard(t);
    const now = t.clock();
    // A process charged the card and died before recording (the journal says 'charged').
    await t.db.query(
      `insert into sandbox_charges (reference, student_id, amount, instrument, created_at) values ('ch_sandbox_dead', $1, 24.95, 'Visa •••• 4242', $2)`,
      [s.studentId, now],
    );
    await t.db.query(
      `insert into payment_attempts (student_id, idempotency_key, gateway, state, amount, gateway_reference, created_at, updated_at)
       values ($1, 'dead-process-key', 'Sandbox', 'charged', 24.95, 'ch_sandbox_dead', $2, $2)`,
      [s.studentId, now],
    );
    const blocked = await checkout(t, s.token, card611Checkout(s.studentId, s.pm));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.body.status.code).toBe(checkoutFailureCodes.paymentInProgress);
    await leaseRunsOut(s.studentId);
    const res = await checkout(t, s.token, card611Checkout(s.studentId, s.pm));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(await standingCharges(s.studentId)).toBe(1);
    expect(await attempts(s.studentId)).toEqual([{ state: 'voided' }, { state: 'recorded' }]);
  });
});
