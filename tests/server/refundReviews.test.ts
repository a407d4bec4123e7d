import { describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import {
  refundFailureCodes,
  refundMessages,
  refundRequestSchema,
  refundReviewListSchema,
} from '../../contracts/refunds';
import { addMs, hours } from '../../server/clock';
import { gatewayKeyOf } from '../../server/refunds/requests';
import { expectRefusal, useTestServer } from './helpers';
import { refundFixtures } from './refundFixtures';

/*
 * Refund reviews: a student asks support for a refund the rules do not allow; support (ADMIN_KEY) refunds
 * or declines it, and the student is mailed. A refund the gateway made but whose recording failed is completed by
 * support with the same gateway key, refunding once.
 */

const adminKey = 'refund-reviews-test-key';
const t = useTestServer({ config: { adminKey } });
const operator = { 'x-admin-key': adminKey };
const { buy, student, newKey, post, refundsOf, statusOf, count } = refundFixtures(t);

/** California 611 bought 40 days ago: its 30 days have passed, so only support can refund it. */
const buyLongAgo = (studentId: number) => buy(studentId, { paidAt: addMs(t.clock(), -hours(40 * 24)) });

const askSupport = (token: string, trxId: number, lineIds: number[], key = newKey()) =>
  post(token, {
    mode: 'review',
    studentPaymentTrxId: trxId,
    lineIds,
    reason: 'I was in hospital for six weeks.',
    idempotencyKey: key,
  });

const decide = (requestId: number, payload: Record<string, unknown>, headers: Record<string, string> = operator) =>
  t.call({ method: 'POST', url: `${apiPaths.adminRefundRequests}/${requestId}/decision`, headers, payload });

const waiting = async () =>
  refundReviewListSchema.parse(
    (await t.call({ method: 'GET', url: apiPaths.adminRefundRequests, headers: operator })).body.data,
  ).requests;

const itemOf = async (token: string, trxId: number) => {
  const res = await t.get(apiPaths.refund, token);
  return res.body.data.purchases.find((p: { studentPaymentTrxId: number }) => p.studentPaymentTrxId === trxId).items[0];
};

describe('asking support for a refund the rules do not allow', () => {
  it('past the period: not refundable at once, but reviewable; asking records it, refunds nothing and mails', async () => {
    const s = await student();
    const p = await buyLongAgo(s.studentId);
    expect(await itemOf(s.token, p.trxId)).toMatchObject({
      refundable: false,
      refusal: 'windowPassed',
      reviewable: true,
    });
    // A plain refund is refused as before.
    const plain = await post(s.token, {
      studentPaymentTrxId: p.trxId,
      lineIds: [p.lineIds[0]],
      reason: 'I was in hospital.',
      idempotencyKey: newKey(),
    });
    expectRefusal(plain, 409, refundMessages.notRefundable, refundFailureCodes.notRefundable);

    const key = newKey();
    const res = await askSupport(s.token, p.trxId, [p.lineIds[0]], key);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: refundMessages.reviewRequested });
    const request = refundRequestSchema.parse(res.body.data);
    expect(request).toMatchObject({ status: 'requested', review: true, amount: 24.95, decidedAt: null });
    expect(await refundsOf(p.reference)).toBe(0);
    expect(await statusOf(p.studentCourseIds[0])).toBe('Active');
    const mails = await t.mailsTo(s.email);
    expect(mails.at(-1)?.subject).toBe(`We received your refund request (order ${p.trxId})`);
    expect(mails.at(-1)?.body).toContain('Nothing is refunded until they approve it.');
    // Asked again with the same key: the same request, one mail.
    const again = await askSupport(s.token, p.trxId, [p.lineIds[0]], key);
    expect(again.body.data).toEqual(res.body.data);
    expect((await t.mailsTo(s.email)).filter((m) => m.subject.startsWith('We received'))).toHaveLength(1);
    // Held by the request: not offered again while support decides.
    expect(await itemOf(s.token, p.trxId)).toMatchObject({ refusal: 'refundRequested', reviewable: false });
  });

  it('support refunds a review through the gateway: the course ends and the receipt is mailed, once', async () => {
    const s = await student();
    const p = await buyLongAgo(s.studentId);
    const { refundRequestId } = (await askSupport(s.token, p.trxId, [p.lineIds[0]])).body.data;
    const listed = (await waiting()).find((w) => w.request.refundRequestId === refundRequestId);
    expect(listed).toMatchObject({ studentEmail: s.email, gatewayRefunds: true, refunding: false });

    const res = await decide(refundRequestId, { outcome: 'refunded', decidedBy: 'AB' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refunded', review: true, amount: 24.95 });
    expect(await refundsOf(p.reference)).toBe(1);
    expect(await statusOf(p.studentCourseIds[0])).toBe('Refunded');
    expect((await t.mailsTo(s.email)).at(-1)?.subject).toBe(`Your refund receipt (order ${p.trxId})`);
    // Decided: a second decision is refused and nothing is refunded twice.
    expectRefusal(
      await decide(refundRequestId, { outcome: 'refunded' }),
      409,
      refundMessages.alreadyDecided,
      refundFailureCodes.decided,
    );
    expect(await refundsOf(p.reference)).toBe(1);
    expect((await waiting()).some((w) => w.request.refundRequestId === refundRequestId)).toBe(false);
  });

  it('support declines with a reason the student reads; the item is free but not reviewable again', async () => {
    const s = await student();
    const p = await buyLongAgo(s.studentId);
    const { refundRequestId } = (await askSupport(s.token, p.trxId, [p.lineIds[0]])).body.data;
    // A decline needs a reason.
    expect((await decide(refundRequestId, { outcome: 'declined' })).statusCode).toBe(400);
    const reason = 'The course was mostly taken before the request.';
    const res = await decide(refundRequestId, { outcome: 'declined', reason });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'declined', declineReason: reason });
    expect(res.body.data.decidedAt).not.toBeNull();
    expect(await refundsOf(p.reference)).toBe(0);
    expect(await statusOf(p.studentCourseIds[0])).toBe('Active');
    const mail = (await t.mailsTo(s.email)).at(-1);
    expect(mail?.subject).toBe(`Your refund request was declined (order ${p.trxId})`);
    expect(mail?.body).toContain(`Reason: ${reason}`);
    // The student sees it declined, with the reason; the item is not offered for review twice.
    const list = await t.get(apiPaths.refundRequests, s.token);
    expect(list.body.data.requests[0]).toMatchObject({ status: 'declined', declineReason: reason });
    expect(await itemOf(s.token, p.trxId)).toMatchObject({ refusal: 'windowPassed', reviewable: false });
    expectRefusal(
      await askSupport(s.token, p.trxId, [p.lineIds[0]]),
      409,
      refundMessages.notRefundable,
      refundFailureCodes.notRefundable,
    );
    // A declined request cannot be refunded afterwards.
    expect((await decide(refundRequestId, { outcome: 'refunded' })).statusCode).toBe(409);
  });

  it('never reviewable after a completion; a refused gateway leaves the review to decline', async () => {
    const s = await student();
    const done = await buyLongAgo(s.studentId);
    await t.db.query('update student_courses set completed_at = $2 where student_course_id = $1', [
      done.studentCourseIds[0],
      t.clock(),
    ]);
    expect(await itemOf(s.token, done.trxId)).toMatchObject({ refusal: 'completed', reviewable: false });
    expectRefusal(
      await askSupport(s.token, done.trxId, [done.lineIds[0]]),
      409,
      refundMessages.notRefundable,
      refundFailureCodes.notRefundable,
    );

    const other = await student();
    const p = await buyLongAgo(other.studentId);
    const { refundRequestId } = (await askSupport(other.token, p.trxId, [p.lineIds[0]])).body.data;
    await t.db.query('update sandbox_charges set voided_at = $2 where reference = $1', [p.reference, t.clock()]);
    expectRefusal(
      await decide(refundRequestId, { outcome: 'refunded' }),
      402,
      refundMessages.refused,
      refundFailureCodes.refused,
    );
    expect((await decide(refundRequestId, { outcome: 'declined', reason: 'The charge was voided.' })).statusCode).toBe(
      200,
    );
  });

  it('a payment the gateway cannot refund online: support records the refund it made, with its reference', async () => {
    const s = await student();
    const p = await buy(s.studentId);
    await t.db.query(`update payment_transactions set gateway = 'PayLater' where payment_trx_id = $1`, [p.trxId]);
    expect(await itemOf(s.token, p.trxId)).toMatchObject({ refusal: 'notRefundableHere', reviewable: true });
    const { refundRequestId } = (await askSupport(s.token, p.trxId, [p.lineIds[0]])).body.data;
    expect((await waiting()).find((w) => w.request.refundRequestId === refundRequestId)).toMatchObject({
      gatewayRefunds: false,
    });
    expect((await decide(refundRequestId, { outcome: 'refunded' })).statusCode).toBe(400);
    const res = await decide(refundRequestId, { outcome: 'refunded', externalReference: 'CHECK-1042' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('refunded');
    expect(await refundsOf(p.reference)).toBe(0);
    expect((await t.mailsTo(s.email)).at(-1)?.body).toContain('Reference: CHECK-1042');
  });
});

describe('support completes a refund whose recording failed', () => {
  it('asks the gateway again with the same key: the first refund is recorded, nothing refunded twice', async () => {
    const s = await student();
    const p = await buy(s.studentId);
    const key = newKey();
    // As after a crash between the gateway's refund and its recording: the request 'requested', the money back.
    const [request] = await t.db.query<{ refund_request_id: number }>(
      `insert into refund_requests (student_id, payment_trx_id, idempotency_key, request_hash, amount, reason, status, gateway, created_at)
       values ($1, $2, $3, 'h', 24.95, 'Bought the wrong course.', 'requested', 'Sandbox', $4) returning refund_request_id`,
      [s.studentId, p.trxId, key, t.clock()],
    );
    await t.db.query(
      `insert into refund_request_lines (refund_request_id, payment_trx_line_id, kind, name, amount) values ($1, $2, 'course', 'Course', 24.95)`,
      [request.refund_request_id, p.lineIds[0]],
    );
    await t.db.query(
      `insert into sandbox_refunds (reference, charge_reference, amount, idempotency_key, created_at) values ('re_first', $1, 24.95, $2, $3)`,
      [p.reference, gatewayKeyOf(s.studentId, key), t.clock()],
    );
    const listed = (await waiting()).find((w) => w.request.refundRequestId === request.refund_request_id);
    expect(listed).toMatchObject({ refunding: true, request: { review: false } });
    // Only a refund decides it: the money already went back.
    expect((await decide(request.refund_request_id, { outcome: 'declined', reason: 'Not allowed.' })).statusCode).toBe(
      409,
    );
    const res = await decide(request.refund_request_id, { outcome: 'refunded' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('refunded');
    expect(await refundsOf(p.reference)).toBe(1);
    expect(
      await count('select count(*) as n from refund_requests where gateway_refund_reference = $1', ['re_first']),
    ).toBe(1);
    expect(await statusOf(p.studentCourseIds[0])).toBe('Refunded');
  });

  it('is behind the admin key', async () => {
    const s = await student();
    expect((await t.call({ method: 'GET', url: apiPaths.adminRefundRequests, token: s.token })).statusCode).toBe(403);
    expect((await decide(1, { outcome: 'refunded' }, { 'x-admin-key': 'guess' })).statusCode).toBe(403);
    expect((await decide(999999, { outcome: 'refunded' })).statusCode).toBe(404);
  });
});
