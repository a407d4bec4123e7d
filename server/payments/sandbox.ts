import { createHash, randomBytes } from 'node:crypto';

import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import { refundFailureCodes, refundMessages } from '../../contracts/refunds';
import type { Ctx } from '../context';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { findPaymentMethod, instrumentText } from './cards';
import type { ChargeToVoid, GatewayRefund, PaymentGatewayAdapter, RefundOfCharge } from './gateways';

/** The offline gateways: a sandbox card processor and a sandbox PayPal-style wallet. Neither calls anyone. */

export const sandboxCardGatewayName = 'Sandbox';
export const walletGatewayName = 'Paypal';

const nonceInvalid = (what: string) => new ApiError(400, `nonceFromTheClient: ${what}`, failureCodes.validation);
const reference = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The sandbox processor takes the money: a row in its own ledger (what a real processor's dashboard would list). */
async function takeSandboxCharge(
  ctx: Ctx,
  prefix: string,
  studentId: number,
  amount: number,
  instrument: string,
): Promise<string> {
  const ref = reference(prefix);
  await ctx.db.query(
    'insert into sandbox_charges (reference, student_id, amount, instrument, created_at) values ($1, $2, $3, $4, $5)',
    [ref, studentId, amount, instrument, ctx.clock()],
  );
  return ref;
}

/** Gives a sandbox charge back (a void before settlement); voiding twice is harmless, an unknown reference is an error. */
async function voidSandboxCharge(ctx: Ctx, charge: ChargeToVoid) {
  const [row] = await ctx.db.query<{ reference: string }>(
    'update sandbox_charges set voided_at = coalesce(voided_at, $2) where reference = $1 returning reference',
    [charge.gatewayReference, ctx.clock()],
  );
  if (!row) throw new Error(`sandbox: no charge ${charge.gatewayReference} to void`);
}

const cents = (n: number | string) => Math.round(Number(n) * 100);

/**
 * The sandbox gives back part or all of a charge it took: at once, never more than the charge in total, and
 * once per idempotency key (a repeat answers the first refund). A voided or unknown charge is refused.
 */
async function refundSandboxCharge(ctx: Ctx, refund: RefundOfCharge): Promise<GatewayRefund> {
  const [before] = await ctx.db.query<{ reference: string }>(
    'select reference from sandbox_refunds where idempotency_key = $1',
    [refund.idempotencyKey],
  );
  if (before) return { reference: before.reference };
  const [charge] = await ctx.db.query<{ amount: string; voided_at: Date | null; refunded: string }>(
    `select c.amount::text as amount, c.voided_at,
       (select coalesce(sum(r.amount), 0)::text from sandbox_refunds r where r.charge_reference = c.reference) as refunded
     from sandbox_charges c where c.reference = $1 and c.student_id = $2`,
    [refund.gatewayReference, refund.studentId],
  );
  if (!charge || charge.voided_at || cents(charge.refunded) + cents(refund.amount) > cents(charge.amount))
    throw new ApiError(402, refundMessages.refused, refundFailureCodes.refused);
  const ref = reference('re_sandbox');
  const [row] = await ctx.db.query<{ reference: string }>(
    `insert into sandbox_refunds (reference, charge_reference, amount, idempotency_key, created_at) values ($1, $2, $3, $4, $5)
     on conflict (idempotency_key) do nothing returning reference`,
    [ref, refund.gatewayReference, refund.amount, refund.idempotencyKey, ctx.clock()],
  );
  if (row) return { reference: row.reference };
  // The same key won meanwhile: its refund is the answer.
  return refundSandboxCharge(ctx, refund);
}

/** Card payments against the payment methods of POST paymentMethod: 4000 0000 0000 0002 declines, others succeed. */
export const sandboxCardGateway: PaymentGatewayAdapter = {
  name: sandboxCardGatewayName,
  mode: 'Card',
  requiresIdempotencyKey: true,
  async check(ctx, { request, student }) {
    if (!request.nonceFromTheClient) throw nonceInvalid('a payment method is required');
    if (!(await findPaymentMethod(ctx.db, student.student_id, request.nonceFromTheClient)))
      throw nonceInvalid('unknown payment method');
  },
  async charge(ctx, { request, student, amount }) {
    const method = await findPaymentMethod(ctx.db, student.student_id, request.nonceFromTheClient ?? '');
    if (!method) throw nonceInvalid('unknown payment method');
    if (method.sandbox_declines)
      throw new ApiError(402, checkoutMessages.cardDeclined, checkoutFailureCodes.cardDeclined);
    const instrument = instrumentText(method.brand, method.last4);
    return {
      status: 'Completed',
      gatewayReference: await takeSandboxCharge(ctx, 'ch_sandbox', student.student_id, amount, instrument),
      instrument,
      paymentMethodId: method.payment_method_id,
    };
  },
  void: voidSandboxCharge,
  refund: refundSandboxCharge,
};

/** Issues a wallet approval token for the student (what the PayPal button would return after the buyer approves). */
export async function issueWalletApproval(db: Queryable, studentId: number, now: Date): Promise<string> {
  const token = `wallet_sandbox_${randomBytes(18).toString('base64url')}`;
  await db.query('insert into wallet_approvals (token_hash, student_id, created_at) values ($1, $2, $3)', [
    hashToken(token),
    studentId,
    now,
  ]);
  return token;
}

/** The wallet sandbox: the nonce must be an unused approval token issued to this student. */
export const sandboxWalletGateway: PaymentGatewayAdapter = {
  name: walletGatewayName,
  mode: 'Wallet',
  requiresIdempotencyKey: true,
  async check(ctx, { request, student }) {
    if (!request.nonceFromTheClient) throw nonceInvalid('a wallet approval is required');
    const [row] = await ctx.db.query(
      'select 1 from wallet_approvals where token_hash = $1 and student_id = $2 and used_at is null',
      [hashToken(request.nonceFromTheClient), student.student_id],
    );
    if (!row) throw nonceInvalid('the wallet approval is invalid or used');
  },
  async charge(ctx, { request, student, amount }) {
    const [row] = await ctx.db.query(
      'update wallet_approvals set used_at = $3 where token_hash = $1 and student_id = $2 and used_at is null returning token_hash',
      [hashToken(request.nonceFromTheClient ?? ''), student.student_id, ctx.clock()],
    );
    if (!row) throw nonceInvalid('the wallet approval is invalid or used');
    const gatewayReference = await takeSandboxCharge(ctx, 'pp_sandbox', student.student_id, amount, 'PayPal');
    return { status: 'Completed', gatewayReference, instrument: 'PayPal', paymentMethodId: null };
  },
  void: voidSandboxCharge,
  refund: refundSandboxCharge,
};
