import { failureCodes } from '../../contracts/envelope';
import {
  refundFailureCodes,
  refundMessages,
  type RefundRequest,
  type RefundRequestBody,
  refundRequestSchema,
} from '../../contracts/refunds';
import { accessDeniedMessage } from '../auth/sessions';
import type { Ctx } from '../context';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { requestFingerprint } from '../payments/idempotency';
import { mailReceipt, mailStudent, recordRefund } from './completion';
import { type ItemDetail, loadRefundPurchases } from './purchases';
import { refundReviewReceivedMail } from './reviewMails';

/*
 * A refund request (docs/decisions.md, "Refunds"): claim, refund at the gateway, record.
 * 1. In one transaction, with the student's row locked (a student's refunds run one at a time): a request with this
 *    key already there is the answer; otherwise eligibility is checked again and the request is inserted 'requested'
 *    with its lines (a line is held by one request only: refund_request_lines_once). A refusal writes nothing.
 * 2. The gateway that took the payment refunds (its own idempotency key: a repeat refunds once). A refusal deletes the
 *    request: nothing changed, and the same key may be tried again.
 * 3. In one transaction: the request is 'refunded', and each refunded course ends (status 'Refunded').
 * 4. After the commit the receipt is mailed through the outbox.
 * A review (mode 'review': an exception asked of support) stops after step 1: the student is mailed that support will
 * answer, and an operator refunds or declines it later (reviews.ts).
 */

const waitMs = 5000;
const pollMs = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Log = { error: (o: object, m: string) => void };

interface Claimed {
  kind: 'claimed';
  requestId: number;
  items: ItemDetail[];
  amount: number;
  gateway: string;
  gatewayReference: string;
}
type Claim =
  | Claimed
  | { kind: 'review'; requestId: number }
  | { kind: 'existing'; requestId: number; hash: string; status: string; review: boolean };

const notRefundable = () => new ApiError(409, refundMessages.notRefundable, refundFailureCodes.notRefundable);

export async function requestRefund(
  ctx: Ctx,
  log: Log,
  studentId: number,
  body: RefundRequestBody,
): Promise<RefundRequest> {
  const hash = requestFingerprint({
    mode: body.mode ?? 'refund',
    studentPaymentTrxId: body.studentPaymentTrxId,
    lineIds: [...new Set(body.lineIds)].sort((a, b) => a - b),
    reason: body.reason,
  });
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await claimRequest(ctx, studentId, body, hash);
    if (claim.kind === 'claimed') return refundClaimed(ctx, log, studentId, body.idempotencyKey, claim);
    if (claim.kind === 'review') return reviewRequested(ctx, log, studentId, claim.requestId);
    if (claim.kind === 'existing') {
      if (claim.hash !== hash) throw new ApiError(409, refundMessages.keyConflict, refundFailureCodes.keyConflict);
      if (claim.status !== 'requested' || claim.review)
        return (await readRequests(ctx.db, studentId, claim.requestId))[0];
      if (Date.now() >= deadline) throw new ApiError(409, refundMessages.inProgress, refundFailureCodes.inProgress);
    }
    // The first request with this key is still at the gateway (or was refused and released it): look again.
    await sleep(pollMs);
  }
}

async function claimRequest(ctx: Ctx, studentId: number, body: RefundRequestBody, hash: string): Promise<Claim> {
  return ctx.db.transaction(async (tx): Promise<Claim> => {
    await tx.query('select student_id from students where student_id = $1 for update', [studentId]);
    const [existing] = await tx.query<{
      refund_request_id: number;
      request_hash: string;
      status: string;
      review: boolean;
    }>(
      'select refund_request_id, request_hash, status, review from refund_requests where student_id = $1 and idempotency_key = $2',
      [studentId, body.idempotencyKey],
    );
    if (existing)
      return {
        kind: 'existing',
        requestId: existing.refund_request_id,
        hash: existing.request_hash,
        status: existing.status,
        review: existing.review,
      };
    const now = ctx.clock();
    const [purchase] = await loadRefundPurchases(tx, ctx.gateways, studentId, now, body.studentPaymentTrxId);
    // Another student's purchase and an unknown one are refused alike.
    if (!purchase) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    const wanted = new Set(body.lineIds);
    const items = purchase.items.filter((i) => wanted.has(i.lineId));
    if (items.length !== wanted.size)
      throw new ApiError(400, 'lineIds: not refundable items of this purchase', failureCodes.validation);
    const review = body.mode === 'review';
    // A review may hold items the rules allow too (support decides them together); a refund only those.
    const allowed = (i: ItemDetail) => i.refundable || (review && i.reviewable);
    const gatewayReference = purchase.gatewayReference;
    if (!items.every(allowed) || (!review && gatewayReference === null)) throw notRefundable();
    const amount = Math.round(items.reduce((n, i) => n + i.amount, 0) * 100) / 100;
    const [row] = await tx.query<{ refund_request_id: number }>(
      `insert into refund_requests (student_id, payment_trx_id, idempotency_key, request_hash, amount, reason, status, gateway, created_at, review)
       values ($1, $2, $3, $4, $5, $6, 'requested', $7, $8, $9) returning refund_request_id`,
      [
        studentId,
        purchase.studentPaymentTrxId,
        body.idempotencyKey,
        hash,
        amount,
        body.reason,
        purchase.gateway,
        now,
        review,
      ],
    );
    for (const item of items) {
      for (const [i, lineId] of item.lineIds.entries()) {
        await tx.query(
          `insert into refund_request_lines (refund_request_id, payment_trx_line_id, kind, name, amount) values ($1, $2, $3, $4, $5)`,
          // The item's amount is on its own line; a line that goes with it (an upgraded base course) shows 0.
          [row.refund_request_id, lineId, item.kind, item.name, i === 0 ? item.amount : 0],
        );
      }
    }
    // (Not a review: the gateway reference was checked above.)
    if (review || gatewayReference === null) return { kind: 'review', requestId: row.refund_request_id };
    return {
      kind: 'claimed',
      requestId: row.refund_request_id,
      gatewayReference,
      items,
      amount,
      gateway: purchase.gateway,
    };
  });
}

async function refundClaimed(
  ctx: Ctx,
  log: Log,
  studentId: number,
  key: string,
  claim: Claimed,
): Promise<RefundRequest> {
  let gatewayRefund: string;
  try {
    const gateway = ctx.gateways.get(claim.gateway);
    if (!gateway.refund) throw notRefundable();
    gatewayRefund = (
      await gateway.refund(ctx, {
        gatewayReference: claim.gatewayReference,
        amount: claim.amount,
        studentId,
        idempotencyKey: gatewayKeyOf(studentId, key),
      })
    ).reference;
  } catch (err) {
    // Refused or unanswered: nothing is kept, so a refused refund changes nothing (the key may be used again).
    await ctx.db
      .query('delete from refund_requests where refund_request_id = $1', [claim.requestId])
      .catch((e: unknown) => log.error({ err: e, refundRequestId: claim.requestId }, 'refund request not released'));
    throw err;
  }
  try {
    await ctx.db.transaction((tx) => recordRefund(tx, ctx.clock(), claim.requestId, claim.items, { gatewayRefund }));
  } catch (err) {
    // The money went back but the record did not follow: the request stays 'requested' and waits for support, whose
    // refund asks the gateway again with the same key (it refunds once) and records it (reviews.ts).
    log.error({ err, refundRequestId: claim.requestId, gatewayRefund }, 'refund made but not recorded');
  }
  const [request] = await readRequests(ctx.db, studentId, claim.requestId);
  if (request.status === 'refunded') await mailReceipt(ctx, log, studentId, request, gatewayRefund);
  return request;
}

/** A review recorded: the student is told support will answer by e-mail. */
async function reviewRequested(ctx: Ctx, log: Log, studentId: number, requestId: number): Promise<RefundRequest> {
  const [request] = await readRequests(ctx.db, studentId, requestId);
  await mailStudent(ctx, log, studentId, request, (language) => refundReviewReceivedMail(language, request));
  return request;
}

/** The idempotency key the gateway sees for a request: the student's own, so every retry refunds once. */
export const gatewayKeyOf = (studentId: number, key: string) => `${studentId}:${key}`;

/** The student's refund requests, newest first (or the one asked). */
export async function readRequests(db: Queryable, studentId: number, requestId?: number): Promise<RefundRequest[]> {
  const rows = await db.query<{
    refund_request_id: number;
    payment_trx_id: number;
    amount: string;
    reason: string;
    status: string;
    created_at: Date;
    decided_at: Date | null;
    decline_reason: string | null;
    review: boolean;
  }>(
    `select refund_request_id, payment_trx_id, amount::text as amount, reason, status, created_at, decided_at, decline_reason,
       review
     from refund_requests where student_id = $1 and ($2::int is null or refund_request_id = $2)
     order by created_at desc, refund_request_id desc`,
    [studentId, requestId ?? null],
  );
  if (rows.length === 0) return [];
  const lines = await db.query<{
    refund_request_id: number;
    payment_trx_line_id: number;
    kind: string;
    name: string;
    amount: string;
  }>(
    `select refund_request_id, payment_trx_line_id, kind, name, amount::text as amount from refund_request_lines
     where refund_request_id = any($1::int[]) and amount > 0 order by payment_trx_line_id`,
    [rows.map((r) => r.refund_request_id)],
  );
  return rows.map((r) =>
    refundRequestSchema.parse({
      refundRequestId: r.refund_request_id,
      studentPaymentTrxId: r.payment_trx_id,
      items: lines
        .filter((l) => l.refund_request_id === r.refund_request_id)
        .map((l) => ({ lineId: l.payment_trx_line_id, kind: l.kind, name: l.name, amount: Number(l.amount) })),
      amount: Number(r.amount),
      reason: r.reason,
      status: r.status,
      review: r.review,
      requestedAt: new Date(r.created_at).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      declineReason: r.decline_reason,
    }),
  );
}
