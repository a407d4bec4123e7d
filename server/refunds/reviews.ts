import { failureCodes } from '../../contracts/envelope';
import {
  type RefundDecisionRequest,
  refundFailureCodes,
  refundMessages,
  type RefundRequest,
  type RefundReview,
  refundReviewSchema,
} from '../../contracts/refunds';
import type { Ctx } from '../context';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import type { GatewayRegistry } from '../payments/gateways';
import { mailReceipt, mailStudent, recordRefund } from './completion';
import { gatewayRefunds, type ItemDetail, loadRefundPurchases } from './purchases';
import { gatewayKeyOf, readRequests } from './requests';
import { refundDeclinedMail } from './reviewMails';

/*
 * Support's side of refunds (operators behind ADMIN_KEY): the requests waiting, and a decision on one.
 * - A review is refunded through the gateway that took the payment (the student's key: a repeat refunds once), or,
 *   when that gateway cannot refund online, recorded with the reference of the refund support made by other means.
 *   While the gateway is asked (refunding_at), the request can only be refunded: a decline then could leave money
 *   refunded and a request declined.
 * - A request the gateway refunded but whose recording failed waits too (not a review): a refund asks the gateway
 *   again with the same key, which answers the first refund, and records it.
 * - A review is declined with a reason; its lines are free again, but the same item is not reviewable twice.
 */

type Log = { error: (o: object, m: string) => void };

interface WaitingRow {
  refund_request_id: number;
  student_id: number;
  email: string;
  gateway: string;
  gateway_reference: string | null;
  course_name: string | null;
  review: boolean;
  refunding_at: Date | null;
}

const waitingColumns = `r.refund_request_id, r.student_id, s.email, r.gateway, p.gateway_reference,
    c.name as course_name, r.review, r.refunding_at`;
const waitingFrom = `from refund_requests r
    join students s on s.student_id = r.student_id
    join payment_transactions p on p.payment_trx_id = r.payment_trx_id
    left join course_configs c on c.config_course_id = p.config_course_id`;

const refundsOnline = (gateways: GatewayRegistry, row: Pick<WaitingRow, 'gateway' | 'gateway_reference'>) =>
  row.gateway_reference !== null && gatewayRefunds(gateways, row.gateway);

/** Every request still 'requested', oldest first, as support sees it. */
export async function waitingRequests(db: Queryable, gateways: GatewayRegistry): Promise<RefundReview[]> {
  const rows = await db.query<WaitingRow>(
    `select ${waitingColumns} ${waitingFrom} where r.status = 'requested' order by r.created_at, r.refund_request_id`,
  );
  return Promise.all(
    rows.map(async (row) =>
      refundReviewSchema.parse({
        request: (await readRequests(db, row.student_id, row.refund_request_id))[0],
        studentEmail: row.email,
        courseName: row.course_name ?? '',
        gateway: row.gateway,
        gatewayRefunds: refundsOnline(gateways, row),
        refunding: !row.review || row.refunding_at !== null,
      }),
    ),
  );
}

const alreadyDecided = () => new ApiError(409, refundMessages.alreadyDecided, refundFailureCodes.decided);
const invalid = (message: string) => new ApiError(400, message, failureCodes.validation);

type Step =
  | { kind: 'declined'; studentId: number }
  | { kind: 'recorded'; studentId: number; reference: string }
  | {
      kind: 'atGateway';
      studentId: number;
      review: boolean;
      key: string;
      gateway: string;
      gatewayReference: string;
      amount: number;
      items: ItemDetail[];
    };

/** Support's decision on a waiting request; the student is mailed the receipt or the reason. */
export async function decideRefundRequest(
  ctx: Ctx,
  log: Log,
  requestId: number,
  decision: RefundDecisionRequest,
): Promise<RefundRequest> {
  const step = await ctx.db.transaction((tx) => decideInTransaction(ctx, tx, requestId, decision));
  if (step.kind === 'atGateway') return refundAtGateway(ctx, log, requestId, decision, step);
  const [request] = await readRequests(ctx.db, step.studentId, requestId);
  if (step.kind === 'declined')
    await mailStudent(ctx, log, step.studentId, request, (language) => refundDeclinedMail(language, request));
  else await mailReceipt(ctx, log, step.studentId, request, step.reference);
  return request;
}

async function decideInTransaction(
  ctx: Ctx,
  tx: Queryable,
  requestId: number,
  decision: RefundDecisionRequest,
): Promise<Step> {
  const [row] = await tx.query<WaitingRow & { status: string; idempotency_key: string; amount: string; trx: number }>(
    `select ${waitingColumns}, r.status, r.idempotency_key, r.amount::text as amount, r.payment_trx_id as trx
     ${waitingFrom} where r.refund_request_id = $1 for update of r`,
    [requestId],
  );
  if (!row) throw new ApiError(404, 'Not found', failureCodes.notFound);
  if (row.status !== 'requested') throw alreadyDecided();
  const now = ctx.clock();
  const decidedBy = decision.decidedBy ?? null;

  if (decision.outcome === 'declined') {
    if (!row.review || row.refunding_at !== null) throw alreadyDecided();
    await tx.query(
      `update refund_requests set status = 'declined', decline_reason = $2, decided_at = $3, decided_by = $4
       where refund_request_id = $1`,
      [requestId, decision.reason, now, decidedBy],
    );
    await tx.query('update refund_request_lines set holds_line = false where refund_request_id = $1', [requestId]);
    return { kind: 'declined', studentId: row.student_id };
  }

  const items = await requestItems(tx, ctx.gateways, row.student_id, row.trx, requestId, now);
  const gatewayReference = row.gateway_reference;
  if (gatewayReference === null || !refundsOnline(ctx.gateways, row)) {
    if (!decision.externalReference)
      throw invalid('externalReference: required, this payment cannot be refunded through its gateway');
    await recordRefund(tx, now, requestId, items, {
      gatewayRefund: null,
      externalReference: decision.externalReference,
      decidedBy: decision.decidedBy,
    });
    return { kind: 'recorded', studentId: row.student_id, reference: decision.externalReference };
  }
  if (decision.externalReference)
    throw invalid('externalReference: this payment is refunded through its gateway, which gives the reference');
  await tx.query('update refund_requests set refunding_at = $2 where refund_request_id = $1', [requestId, now]);
  return {
    kind: 'atGateway',
    studentId: row.student_id,
    review: row.review,
    key: row.idempotency_key,
    gateway: row.gateway,
    gatewayReference,
    amount: Number(row.amount),
    items,
  };
}

/** The purchase's items this request holds (for the courses a refund ends). */
async function requestItems(
  tx: Queryable,
  gateways: GatewayRegistry,
  studentId: number,
  trxId: number,
  requestId: number,
  now: Date,
): Promise<ItemDetail[]> {
  const lines = new Set(
    (
      await tx.query<{ payment_trx_line_id: number }>(
        'select payment_trx_line_id from refund_request_lines where refund_request_id = $1',
        [requestId],
      )
    ).map((l) => l.payment_trx_line_id),
  );
  const [purchase] = await loadRefundPurchases(tx, gateways, studentId, now, trxId);
  return (purchase?.items ?? []).filter((i) => i.lineIds.some((id) => lines.has(id)));
}

async function refundAtGateway(
  ctx: Ctx,
  log: Log,
  requestId: number,
  decision: RefundDecisionRequest,
  step: Extract<Step, { kind: 'atGateway' }>,
): Promise<RefundRequest> {
  let gatewayRefund: string;
  try {
    const gateway = ctx.gateways.get(step.gateway);
    if (!gateway.refund) throw alreadyDecided();
    gatewayRefund = (
      await gateway.refund(ctx, {
        gatewayReference: step.gatewayReference,
        amount: step.amount,
        studentId: step.studentId,
        idempotencyKey: gatewayKeyOf(step.studentId, step.key),
      })
    ).reference;
  } catch (err) {
    // Refused: nothing was refunded, so a review may be declined after all. Unanswered: it may have been refunded, so
    // the request stays refund-only, and a repeat asks again with the same key.
    const refused = err instanceof ApiError && err.code === refundFailureCodes.refused;
    if (refused && step.review)
      await ctx.db.query('update refund_requests set refunding_at = null where refund_request_id = $1', [requestId]);
    throw err;
  }
  const recorded = await ctx.db.transaction((tx) =>
    recordRefund(tx, ctx.clock(), requestId, step.items, { gatewayRefund, decidedBy: decision.decidedBy }),
  );
  const [request] = await readRequests(ctx.db, step.studentId, requestId);
  if (recorded) await mailReceipt(ctx, log, step.studentId, request, gatewayRefund);
  return request;
}
