import { describe, expect, it } from 'vitest';

import type { RefundRule } from '../../contracts/courseRules';
import * as apiPaths from '../../contracts/paths';
import { refundFailureCodes, refundMessages, refundRequestSchema } from '../../contracts/refunds';
import type { Ctx } from '../../server/context';
import { ApiError } from '../../server/http/envelope';
import { stripeGateway } from '../../server/payments/stripe';
import { businessDayDeadline, federalHolidays } from '../../server/refunds/businessDays';
import {
  type CourseFacts,
  courseRefundability,
  netAmounts,
  unusedRefundability,
} from '../../server/refunds/eligibility';
import { arizonaCourseId } from '../../server/seed/catalog';
import { seededCourseRules } from '../../server/seed/courseRules';
import { expectRefusal, seededAccounts, useTestServer } from './helpers';
import { refundFixtures } from './refundFixtures';

const t = useTestServer();

const fresh: CourseFacts = { started: false, completed: false, failed: false, identityFailed: false, expired: false };
const texas = seededCourseRules[405];
const california = seededCourseRules[611];
const arizona = seededCourseRules[arizonaCourseId];
const florida = seededCourseRules[776];
const at = (iso: string) => new Date(iso);

describe('refund rules (docs/decisions.md Refunds)', () => {
  it('Texas: a full refund before midnight of the 3rd business day after enrolling, started or not', () => {
    const statuteOnly: RefundRule = { ...texas.refund, windowDays: null };
    // Enrolled on Friday 5 June 2026 (Central time): Monday, Tuesday, Wednesday are the three business days.
    const paid = at('2026-06-05T15:00:00Z');
    const deadline = businessDayDeadline(paid, 3, texas.timeZone);
    expect(deadline.toISOString()).toBe('2026-06-11T05:00:00.000Z');
    const started = { ...fresh, started: true };
    expect(courseRefundability(statuteOnly, texas.timeZone, paid, started, at('2026-06-11T04:59:00Z'))).toEqual({
      refundable: true,
      ground: 'cancellationPeriod',
      until: deadline,
    });
    expect(courseRefundability(statuteOnly, texas.timeZone, paid, started, at('2026-06-11T05:00:00Z'))).toEqual({
      refundable: false,
      refusal: 'windowPassed',
    });
    // Unless completed or failed.
    expect(
      courseRefundability(statuteOnly, texas.timeZone, paid, { ...fresh, failed: true }, at('2026-06-06T12:00:00Z')),
    ).toEqual({ refundable: false, refusal: 'failed' });
    // The seeded Texas rule adds the 30 days: after the statute's days, the window still allows it.
    expect(courseRefundability(texas.refund, texas.timeZone, paid, started, at('2026-06-20T12:00:00Z'))).toMatchObject({
      refundable: true,
      ground: 'withinWindow',
    });
  });

  it('Texas business days skip weekends and federal holidays as observed', () => {
    // 4 July 2026 is a Saturday: observed on Friday the 3rd.
    expect(federalHolidays(2026).has('2026-07-03')).toBe(true);
    expect(federalHolidays(2026).has('2026-11-26')).toBe(true); // Thanksgiving
    // Enrolled Thursday 2 July: Monday 6, Tuesday 7, Wednesday 8.
    expect(businessDayDeadline(at('2026-07-02T18:00:00Z'), 3, texas.timeZone).toISOString()).toBe(
      '2026-07-09T05:00:00.000Z',
    );
  });

  it('the 30-day window: until midnight of the 30th day after the purchase day, in the course time zone', () => {
    const paid = at('2026-03-01T18:00:00Z'); // 10:00 in Los Angeles
    const started = { ...fresh, started: true };
    expect(
      courseRefundability(california.refund, california.timeZone, paid, started, at('2026-04-01T06:59:00Z')),
    ).toMatchObject({ refundable: true, ground: 'withinWindow', until: at('2026-04-01T07:00:00Z') });
    expect(
      courseRefundability(california.refund, california.timeZone, paid, started, at('2026-04-01T07:00:00Z')),
    ).toEqual({ refundable: false, refusal: 'windowPassed' });
  });

  it('none after completion, failure, a failed identity check or the end of access', () => {
    const paid = at('2026-03-01T18:00:00Z');
    const now = at('2026-03-02T18:00:00Z');
    for (const stop of ['completed', 'failed', 'identityFailed', 'expired'] as const) {
      for (const rules of [california, texas, florida, arizona]) {
        expect(courseRefundability(rules.refund, rules.timeZone, paid, { ...fresh, [stop]: true }, now)).toEqual({
          refundable: false,
          refusal: stop,
        });
      }
    }
  });

  it('Arizona: refundable before the course starts, at any time; nothing once it has started', () => {
    const paid = at('2026-01-10T18:00:00Z');
    const later = at('2026-05-10T18:00:00Z');
    expect(courseRefundability(arizona.refund, arizona.timeZone, paid, fresh, later)).toEqual({
      refundable: true,
      ground: 'notStarted',
      until: null,
    });
    expect(
      courseRefundability(
        arizona.refund,
        arizona.timeZone,
        paid,
        { ...fresh, started: true },
        at('2026-01-10T19:00:00Z'),
      ),
    ).toEqual({ refundable: false, refusal: 'started' });
  });

  it('Florida: in full before the start; after it only within 30 days', () => {
    const paid = at('2026-01-10T18:00:00Z');
    expect(
      courseRefundability(florida.refund, florida.timeZone, paid, fresh, at('2026-06-01T00:00:00Z')),
    ).toMatchObject({ ground: 'notStarted' });
    const started = { ...fresh, started: true };
    expect(
      courseRefundability(florida.refund, florida.timeZone, paid, started, at('2026-01-20T00:00:00Z')),
    ).toMatchObject({ ground: 'withinWindow' });
    expect(courseRefundability(florida.refund, florida.timeZone, paid, started, at('2026-03-01T00:00:00Z'))).toEqual({
      refundable: false,
      refusal: 'windowPassed',
    });
  });

  it('upsells and extras: while unused, within 30 days', () => {
    const paid = at('2026-03-01T18:00:00Z');
    const soon = at('2026-03-05T18:00:00Z');
    const tz = 'America/Los_Angeles';
    expect(unusedRefundability(tz, paid, fresh, soon, { extra: false })).toMatchObject({ ground: 'notUsed' });
    expect(unusedRefundability(tz, paid, { ...fresh, started: true }, soon, { extra: false })).toEqual({
      refundable: false,
      refusal: 'started',
    });
    // An extra (a certificate by mail) stays refundable while the course is studied, until it is completed.
    expect(unusedRefundability(tz, paid, { ...fresh, started: true }, soon, { extra: true })).toMatchObject({
      refundable: true,
    });
    expect(unusedRefundability(tz, paid, { ...fresh, completed: true }, soon, { extra: true })).toEqual({
      refundable: false,
      refusal: 'completed',
    });
    expect(unusedRefundability(tz, paid, fresh, at('2026-05-01T18:00:00Z'), { extra: false })).toEqual({
      refundable: false,
      refusal: 'windowPassed',
    });
  });

  it('shares a discount out over the paid lines, adding up to what was paid', () => {
    const shares = netAmounts([
      { lineId: 1, price: 24.95 },
      { lineId: 2, price: 19.95 },
      { lineId: 3, price: 9.95 },
      { lineId: 4, price: -10 },
    ]);
    const total = [...shares.values()].reduce((a, b) => a + b, 0);
    expect(Math.round(total * 100)).toBe(4485);
    expect(shares.get(4)).toBeUndefined();
    expect(shares.get(1)).toBeCloseTo(20.4, 1);
  });
});

const { buy, student, newKey, post, ask, refundsOf, requestsOf, statusOf } = refundFixtures(t);

describe('GET and POST the refund (02 §2 refund)', () => {
  it('lists the seeded refund@example.com purchase: the course, the upsell and the mail extra, each refundable', async () => {
    const { token } = await t.login(seededAccounts.refund.email);
    const res = await t.get(apiPaths.refund, token);
    expect(res.statusCode).toBe(200);
    const [purchase] = res.body.data.purchases;
    expect(purchase.items.map((i: { kind: string }) => i.kind)).toEqual(['course', 'upsell', 'extra']);
    expect(purchase.items.every((i: { refundable: boolean }) => i.refundable)).toBe(true);
    expect(purchase.items[0]).toMatchObject({ ground: 'withinWindow', amount: 24.95 });
  });

  it('refunds the course through the sandbox, ends access, mails a receipt and lists the request', async () => {
    const s = await student();
    const p = await buy(s.studentId);
    const res = await ask(s.token, p.trxId, [p.lineIds[0]]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const request = refundRequestSchema.parse(res.body.data);
    expect(request).toMatchObject({ status: 'refunded', amount: 24.95, studentPaymentTrxId: p.trxId });
    expect(request.decidedAt).not.toBeNull();
    expect(await refundsOf(p.reference)).toBe(1);
    expect(await statusOf(p.studentCourseIds[0])).toBe('Refunded');
    // Access ended: the launch opens nothing and the dashboard says it was refunded.
    const launch = await t.call({
      method: 'POST',
      url: apiPaths.chapterLaunch,
      token: s.token,
      payload: { studentCourseId: p.studentCourseIds[0] },
    });
    expect(launch.body.data).toEqual({ outcome: 'notAvailable' });
    const outline = await t.get(`${apiPaths.courseOutline}?studentCourseId=${p.studentCourseIds[0]}`, s.token);
    expect(outline.body.data.progress.action).toBe('refunded');
    const mails = await t.mailsTo(s.email);
    expect(mails.at(-1)?.subject).toBe(`Your refund receipt (order ${p.trxId})`);
    expect(mails.at(-1)?.body).toContain('Refunded: $24.95');
    const list = await t.get(apiPaths.refundRequests, s.token);
    expect(list.body.data.requests).toEqual([request]);
    // Listed again, the course is refunded and not offered twice.
    const after = await t.get(apiPaths.refund, s.token);
    expect(after.body.data.purchases[0].items[0]).toMatchObject({ refundable: false, refusal: 'alreadyRefunded' });
  });

  it('a refund twice with the same key refunds once and answers the same request', async () => {
    const s = await student();
    const p = await buy(s.studentId);
    const key = newKey();
    const first = await ask(s.token, p.trxId, [p.lineIds[0]], key);
    const second = await ask(s.token, p.trxId, [p.lineIds[0]], key);
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await refundsOf(p.reference)).toBe(1);
    expect(await requestsOf(s.studentId)).toBe(1);
    expect((await t.mailsTo(s.email)).filter((m) => m.subject.startsWith('Your refund receipt'))).toHaveLength(1);
    // The same key for something else is refused.
    const other = await post(s.token, {
      studentPaymentTrxId: p.trxId,
      lineIds: [p.lineIds[0]],
      reason: 'Another reason entirely.',
      idempotencyKey: key,
    });
    expectRefusal(other, 409, refundMessages.keyConflict, refundFailureCodes.keyConflict);
  });

  it('two parallel submits refund once (same key: the same answer; another key: refused)', async () => {
    const s = await student();
    const p = await buy(s.studentId);
    const key = newKey();
    const same = await Promise.all([
      ask(s.token, p.trxId, [p.lineIds[0]], key),
      ask(s.token, p.trxId, [p.lineIds[0]], key),
    ]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(same[0].body.data.refundRequestId).toBe(same[1].body.data.refundRequestId);
    const q = await buy(s.studentId, { courseId: 405 });
    const two = await Promise.all([ask(s.token, q.trxId, [q.lineIds[0]]), ask(s.token, q.trxId, [q.lineIds[0]])]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(p.reference)).toBe(1);
    expect(await refundsOf(q.reference)).toBe(1);
  });

  it('a refused refund changes nothing: not refundable under the rules, or refused by the gateway', async () => {
    const s = await student();
    const p = await buy(s.studentId);
    await t.db.query(
      `update student_courses set status = 'Completed', completed_at = $2 where student_course_id = $1`,
      [p.studentCourseIds[0], t.clock()],
    );
    expectRefusal(
      await ask(s.token, p.trxId, [p.lineIds[0]]),
      409,
      refundMessages.notRefundable,
      refundFailureCodes.notRefundable,
    );
    expect(await requestsOf(s.studentId)).toBe(0);
    expect(await statusOf(p.studentCourseIds[0])).toBe('Completed');

    const q = await buy(s.studentId, { courseId: 405 });
    // The processor refuses (its charge was voided meanwhile).
    await t.db.query('update sandbox_charges set voided_at = $2 where reference = $1', [q.reference, t.clock()]);
    const key = newKey();
    expectRefusal(
      await ask(s.token, q.trxId, [q.lineIds[0]], key),
      402,
      refundMessages.refused,
      refundFailureCodes.refused,
    );
    expect(await requestsOf(s.studentId)).toBe(0);
    expect(await refundsOf(q.reference)).toBe(0);
    expect(await statusOf(q.studentCourseIds[0])).toBe('Active');
    expect((await t.mailsTo(s.email)).filter((m) => m.subject.startsWith('Your refund receipt'))).toHaveLength(0);
    // The same key may be tried again once the processor takes it.
    await t.db.query('update sandbox_charges set voided_at = null where reference = $1', [q.reference]);
    expect((await ask(s.token, q.trxId, [q.lineIds[0]], key)).statusCode).toBe(200);
  });

  it('refunds an upsell on its own: the course stays, the upsell course ends', async () => {
    const s = await student();
    const p = await buy(s.studentId, { upsell: true, mail: true });
    const res = await ask(s.token, p.trxId, [p.lineIds[1]]);
    expect(res.body.data).toMatchObject({ status: 'refunded', amount: 19.95 });
    expect(res.body.data.items).toEqual([
      { lineId: p.lineIds[1], kind: 'upsell', name: expect.any(String), amount: 19.95 },
    ]);
    expect(await statusOf(p.studentCourseIds[0])).toBe('Active');
    expect(await statusOf(p.studentCourseIds[1])).toBe('Refunded');
    // The mail extra alone, then.
    const mail = await ask(s.token, p.trxId, [p.lineIds[2]]);
    expect(mail.body.data).toMatchObject({ status: 'refunded', amount: 9.95 });
    expect(await statusOf(p.studentCourseIds[0])).toBe('Active');
  });

  it('a started upsell and an Arizona course once started are not refundable', async () => {
    const s = await student();
    const p = await buy(s.studentId, { courseId: arizonaCourseId, upsell: true });
    await t.db.query('update student_courses set started_at = $2 where student_course_id = any($1::int[])', [
      p.studentCourseIds,
      t.clock(),
    ]);
    const res = await t.get(apiPaths.refund, s.token);
    const items = res.body.data.purchases[0].items;
    expect(items.map((i: { refusal: string }) => i.refusal)).toEqual(['started', 'started']);
  });

  it('a foreign token can neither see nor refund another student’s purchase', async () => {
    const owner = await student();
    const other = await student();
    const p = await buy(owner.studentId);
    expect((await t.get(apiPaths.refund, other.token)).body.data.purchases).toEqual([]);
    expectRefusal(await ask(other.token, p.trxId, [p.lineIds[0]]), 403, 'Access Denied', 'FORBIDDEN');
    expect(await refundsOf(p.reference)).toBe(0);
    await ask(owner.token, p.trxId, [p.lineIds[0]]);
    expect((await t.get(apiPaths.refundRequests, other.token)).body.data.requests).toEqual([]);
    expect((await t.get(apiPaths.refund)).statusCode).toBe(401);
  });

  it('validates the request: lines of the purchase, a reason, a key', async () => {
    const s = await student();
    const p = await buy(s.studentId);
    expect((await ask(s.token, p.trxId, [999_999])).statusCode).toBe(400);
    const noReason = await post(s.token, {
      studentPaymentTrxId: p.trxId,
      lineIds: [p.lineIds[0]],
      reason: ' ',
      idempotencyKey: newKey(),
    });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await post(s.token, { studentPaymentTrxId: p.trxId, lineIds: [p.lineIds[0]], reason: 'Wrong course.' }))
        .statusCode,
    ).toBe(400);
    expect(await requestsOf(s.studentId)).toBe(0);
  });
});

describe('the Stripe adapter refunds part of a PaymentIntent', () => {
  const ctx = {} as Ctx;
  const refund = { gatewayReference: 'pi_123', amount: 19.95, studentId: 7, idempotencyKey: '7:key-1' };
  const fakeStripe = (status: number, body: unknown) => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    return { calls, gateway: stripeGateway('sk_test_x', fetchImpl) };
  };

  it('posts the amount in cents with an idempotency key and answers the refund id', async () => {
    const { calls, gateway } = fakeStripe(200, { id: 're_1', status: 'succeeded' });
    expect(await gateway.refund!(ctx, refund)).toEqual({ reference: 're_1' });
    expect(calls[0].url).toBe('https://api.stripe.com/v1/refunds');
    const form = new URLSearchParams(String(calls[0].init.body));
    expect(form.get('payment_intent')).toBe('pi_123');
    expect(form.get('amount')).toBe('1995');
    expect((calls[0].init.headers as Record<string, string>)['idempotency-key']).toBe('refund:7:key-1');
  });

  it('a refusal or a failed refund is refused in words', async () => {
    for (const [status, body] of [
      [400, { error: { type: 'invalid_request_error', message: 'Charge already refunded' } }],
      [200, { id: 're_2', status: 'failed' }],
    ] as const) {
      const { gateway } = fakeStripe(status, body);
      const err = await gateway.refund!(ctx, refund).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ httpStatus: 402, code: refundFailureCodes.refused });
    }
    const { gateway } = fakeStripe(500, { error: { type: 'api_error' } });
    expect(await gateway.refund!(ctx, refund).catch((e: unknown) => e)).toMatchObject({ httpStatus: 502 });
  });
});
