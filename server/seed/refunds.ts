import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { insertSandboxCardPurchase, refundableLines, type SandboxCardPurchase } from './sandboxCardPurchase';
import { activeStudent, insertStudent } from './students';

/*
 * Refunds: refund@example.com paid yesterday, by the sandbox card, for the California course 611 (not
 * started), the insurance discount upsell and the certificate by mail, so /home/refund offers all three. The charge is
 * in the sandbox processor's ledger, which refunds it. refundreview@example.com paid 40 days ago for 611: past its 30
 * days, it may only ask support (a review), which an operator decides through the admin endpoint.
 */

const chargeReference = 'ch_sandbox_seed_refund';
const reviewChargeReference = 'ch_sandbox_seed_refund_review';

export async function seedRefundAccounts(tx: Queryable, hashes: { refund: string; refundReview: string }, now: Date) {
  await seedPurchase(tx, seededAccounts.refund.email, { first: 'Rita', last: 'Refund' }, hashes.refund, {
    reference: chargeReference,
    paidAt: addMs(now, -hours(24)),
    lines: refundableLines.courseUpsellAndMail,
  });
  // 40 days ago: California's 30 days have passed, so only support may refund it (a review).
  await seedPurchase(tx, seededAccounts.refundReview.email, { first: 'Rene', last: 'Review' }, hashes.refundReview, {
    reference: reviewChargeReference,
    paidAt: addMs(now, -hours(40 * 24)),
    lines: refundableLines.course,
  });
}

async function seedPurchase(
  tx: Queryable,
  email: string,
  name: { first: string; last: string },
  hash: string,
  purchase: SandboxCardPurchase,
) {
  const studentId = await insertStudent(tx, activeStudent(email, name.first, name.last), hash);
  if (studentId) await insertSandboxCardPurchase(tx, studentId, purchase);
}
