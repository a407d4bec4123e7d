import { describe, expect, it } from 'vitest';

import type { PostPaymentAdapter } from '../../server/payments/postPayment';
import { useTestServer } from './helpers';
import { card611Checkout, cardMethod, checkout, parentRequestCheckout, registerFor, trxCount } from './paymentHelpers';

/**
 * What runs after the payment is committed (parent link mail, post-payment adapters) never turns the committed
 * payment into a failure: each failing step is logged and the checkout answers 200 with the committed payment.
 */
const ran: string[] = [];
const postPayment: PostPaymentAdapter[] = [
  {
    kind: 'throws',
    run: () => {
      throw new Error('affiliate network down');
    },
  },
  { kind: 'rejects', run: async () => Promise.reject(new Error('analytics refused')) },
  { kind: 'works', run: async (p) => void ran.push(`works:${p.studentPaymentTrxId}`) },
];
const logLines: string[] = [];
const t = useTestServer({
  deps: { postPayment, logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
});
const logged = () =>
  logLines.map((l) => JSON.parse(l) as { msg: string; kind?: string; step?: string; trxId?: number });

const chargesOf = async (studentId: number) =>
  t.db.query<{ reference: string; voided_at: Date | null }>(
    'select reference, voided_at from sandbox_charges where student_id = $1',
    [studentId],
  );
const transactionOf = async (trxId: number) =>
  (
    await t.db.query<{ status: string; gateway_reference: string | null }>(
      'select status, gateway_reference from payment_transactions where payment_trx_id = $1',
      [trxId],
    )
  )[0];

/** Makes the statements matching `pattern` fail while `run` runs (a step after the commit). */
async function failingQueries<T>(pattern: RegExp, run: () => Promise<T>): Promise<T> {
  const original = t.db.query.bind(t.db);
  t.db.query = (async (sql: string, params?: unknown[]) => {
    if (pattern.test(sql)) throw new Error(`refused: ${sql.slice(0, 40)}`);
    return original(sql, params);
  }) as typeof t.db.query;
  try {
    return await run();
  } finally {
    t.db.query = original;
  }
}

describe('checkout: a failure after the committed payment', () => {
  it('failing post-payment adapters are logged; the card payment answers 200, charged once, and the others still run', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    const body = card611Checkout(s.studentId, pm.paymentMethodId);
    const res = await checkout(t, s.token, body);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status.success).toBe(true);
    const { studentPaymentTrxId, paymentStatus } = res.body.data;
    expect(paymentStatus).toBe('Completed');
    const charges = await chargesOf(s.studentId);
    expect(charges).toHaveLength(1);
    expect(charges[0].voided_at).toBeNull();
    expect(await transactionOf(studentPaymentTrxId)).toEqual({
      status: 'Completed',
      gateway_reference: charges[0].reference,
    });
    expect(ran).toContain(`works:${studentPaymentTrxId}`);
    const failures = logged().filter((l) => l.msg === 'post-payment adapter failed' && l.trxId === studentPaymentTrxId);
    expect(failures.map((l) => l.kind).sort()).toEqual(['rejects', 'throws']);

    // The same request again answers what was committed: no second charge, no second transaction.
    const again = await checkout(t, s.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
    expect(await chargesOf(s.studentId)).toHaveLength(1);
    expect(await trxCount(t, s.studentId)).toBe(1);
  });

  it('a failing post-payment step (its own database read) is logged; the payment answers 200, charged once', async () => {
    const s = await registerFor(t, 611);
    const pm = await cardMethod(t, s.token);
    const res = await failingQueries(/select tracking from students/, () =>
      checkout(t, s.token, card611Checkout(s.studentId, pm.paymentMethodId)),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const { studentPaymentTrxId, paymentStatus } = res.body.data;
    expect(paymentStatus).toBe('Completed');
    expect(await chargesOf(s.studentId)).toHaveLength(1);
    expect((await transactionOf(studentPaymentTrxId)).status).toBe('Completed');
    expect(
      logged().some(
        (l) => l.msg === 'after-payment step failed: post-payment adapters' && l.trxId === studentPaymentTrxId,
      ),
    ).toBe(true);
  });

  it('a failing parent link mail is logged; the parent payment request answers 200 with its committed order', async () => {
    const s = await registerFor(t, 611);
    const parentEmail = `parent-${s.studentId}@example.com`;
    const res = await failingQueries(/update students set parent_email/, () =>
      checkout(t, s.token, parentRequestCheckout(s.studentId, parentEmail)),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const { studentPaymentTrxId, paymentStatus } = res.body.data;
    expect(paymentStatus).toBe('PaymentPending');
    expect((await transactionOf(studentPaymentTrxId)).status).toBe('PaymentPending');
    expect(await trxCount(t, s.studentId)).toBe(1);
    expect(await t.mailsTo(parentEmail)).toHaveLength(0);
    expect(
      logged().some((l) => l.msg === 'after-payment step failed: parent link mail' && l.trxId === studentPaymentTrxId),
    ).toBe(true);
  });
});
