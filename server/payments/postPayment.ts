import { createHmac } from 'node:crypto';

import type { Db } from '../db/types';

/**
 * What runs after a Completed payment (02 §4): the affiliate sale, the referral widget's signature and the analytics
 * 'Payment Completion' event. The embedded default records each to `post_payment_events` and calls no third party;
 * a real integration implements PostPaymentAdapter and is passed as buildApp({ postPayment }).
 */
export interface CompletedPayment {
  studentPaymentTrxId: number;
  studentId: number;
  email: string;
  amount: number;
  configCourseIds: number[];
  /** students.tracking (a_aid, PAPAffiliateId, …) of the registration. */
  tracking: Record<string, unknown>;
  paidAt: Date;
}

export interface PostPaymentAdapter {
  readonly kind: string;
  run(payment: CompletedPayment): Promise<void>;
}

async function record(db: Db, kind: string, payment: CompletedPayment, payload: Record<string, unknown>) {
  await db.query(
    'insert into post_payment_events (payment_trx_id, kind, payload, created_at) values ($1, $2, $3, $4)',
    [payment.studentPaymentTrxId, kind, JSON.stringify(payload), payment.paidAt],
  );
}

export function embeddedPostPaymentAdapters(db: Db, referralSecret = 'embedded-referral-secret'): PostPaymentAdapter[] {
  return [
    {
      kind: 'affiliate-sale',
      run: (p) =>
        record(db, 'affiliate-sale', p, {
          orderId: p.studentPaymentTrxId,
          amount: p.amount,
          products: p.configCourseIds,
          email: p.email,
          affiliateId: p.tracking.PAPAffiliateId ?? p.tracking.a_aid ?? null,
          campaignId: p.tracking.campaignId ?? null,
        }),
    },
    {
      kind: 'referral-signature',
      run: (p) => {
        const timestamp = Math.floor(p.paidAt.getTime() / 1000);
        const signature = createHmac('sha256', referralSecret)
          .update(`${p.email}|${p.amount.toFixed(2)}|${timestamp}`)
          .digest('hex');
        return record(db, 'referral-signature', p, { email: p.email, amount: p.amount, timestamp, signature });
      },
    },
    {
      kind: 'analytics',
      run: (p) =>
        record(db, 'analytics', p, { event: 'Payment Completion', orderId: p.studentPaymentTrxId, amount: p.amount }),
    },
  ];
}

/** Runs every adapter; a failing one is reported and never fails the (already committed) payment. */
export async function runPostPayment(
  adapters: PostPaymentAdapter[],
  payment: CompletedPayment,
  onError: (err: unknown, kind: string) => void,
) {
  for (const a of adapters) {
    try {
      await a.run(payment);
    } catch (err) {
      onError(err, a.kind);
    }
  }
}
