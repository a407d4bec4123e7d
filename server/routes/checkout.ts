import type { FastifyInstance } from 'fastify';

import { checkoutFailureCodes, checkoutMessages, checkoutRequestSchema } from '../../contracts/checkout';
import { parentTokenMessages } from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import type { PaymentLine } from '../../contracts/pricing';
import { registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import { takeParentLinkAttempt } from '../auth/parentLinkLimits';
import { endParentLinksForPayment } from '../auth/parentLinks';
import { accessDeniedMessage, assertOwnStudent, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { canOrganisationJoin, type CourseConfigRow, findCourseConfig, isOpenForRegistration } from '../courses';
import type { Queryable } from '../db/types';
import { ApiError, type EnvelopeBody, ok, parseWith } from '../http/envelope';
import { storedLanguage } from '../i18n/serverText';
import {
  attemptState,
  claimPurchase,
  markCharged,
  markRecorded,
  markUncharged,
  voidAttemptCharge,
} from '../payments/attempts';
import { applyCourses, markCourses } from '../payments/coursesEffect';
import type { CheckoutContext, CheckoutRequestBody, GatewayCharge, PaymentGatewayAdapter } from '../payments/gateways';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
  storedAnswer,
} from '../payments/idempotency';
import { cancelledStatus, cancelOpenOrders, openOrdersOf } from '../payments/openOrders';
import { runPostPayment } from '../payments/postPayment';
import { priceCheckout, type PricedCheckout, totalMismatch } from '../payments/pricing';
import { findStudentById, type StudentRow } from '../students';
import { issueParentLink } from './express';

const cents = (n: number) => Math.round(n * 100);
export const checkoutAnswerMessages = {
  payLater: 'Your order is saved. You can pay for it later.',
} as const;

type Line = Omit<PaymentLine, 'isPrimary'> & { isPrimary?: boolean };

interface CheckoutOutcome {
  answer: EnvelopeBody;
  completed: boolean;
  trxId: number;
  amount: number;
  courseIds: number[];
  parentRequest?: { email: string; primaryId: number; secondaryIds: number[] };
}

const alreadyPaid = () => new ApiError(409, checkoutMessages.alreadyPaid, checkoutFailureCodes.alreadyPaid);

export function registerCheckoutRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.checkout, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(checkoutRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.student.studentId);
    const student = await findStudentById(ctx.db, session.studentId);
    if (!student) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    const gateway = ctx.gateways.get(body.paymentGateway);
    const key = body.idempotencyKey;
    // Every checkout writes money records (pay later and the bypass too): a repeated request must not write twice.
    if (!key) throw new ApiError(400, 'idempotencyKey: required for every checkout', failureCodes.validation);
    const claim = await claimIdempotencyKey(ctx.db, student.student_id, key, requestFingerprint(body), ctx.clock);
    if (!claim.claimed) return reply.code(claim.answer.httpStatus).send(claim.answer.body);
    let outcome: CheckoutOutcome;
    try {
      // A parent payment request mails a link to the address typed: limited per student and per address (a repeat of
      // an answered request was answered above and counts nothing).
      if (body.isParentPaymentRequest && body.requestEmail)
        await takeParentLinkAttempt(ctx, reply, student.student_id, body.requestEmail);
      outcome = await chargeAndRecord(ctx, req.log, body, student, gateway, key);
    } catch (err) {
      await releaseIdempotencyKey(ctx.db, student.student_id, key).catch((e: unknown) =>
        req.log.error({ err: e }, 'idempotency key not released'),
      );
      throw err;
    }
    // The payment is committed: what follows (parent mail, post-payment adapters) is logged when it fails and never
    // turns the committed payment into a failure (each step catches its own; this catch guards a step added without).
    await afterCommit(ctx, req.log, student, outcome).catch((err: unknown) =>
      req.log.error({ err, trxId: outcome.trxId }, 'after-payment step failed'),
    );
    return outcome.answer;
  });
}

type Log = { error: (o: object, m: string) => void };

/** One checkout request: the body, its student, the gateway it names and its idempotency key. */
interface CheckoutCall {
  body: CheckoutRequestBody;
  student: StudentRow;
  gateway: PaymentGatewayAdapter;
  key: string;
}

/** What every way of recording a checkout works from: the request, the charge and the time. */
type RecordInput = CheckoutCall & { charge: GatewayCharge; now: Date };

/** What a checkout will charge and how it records the charge (decided before the gateway is asked). */
interface CheckoutPlan {
  checkout: CheckoutContext;
  /** Pays an existing pending transaction: only a completed charge may be recorded. */
  paysPending: boolean;
  record(tx: Queryable, charge: GatewayCharge, now: Date): Promise<CheckoutOutcome>;
}

/**
 * Claim, check and price, charge, record (payments/attempts.ts). The claim makes this student's checkouts one at a
 * time, so the "already paid" checks below hold when the gateway is asked; a charge whose recording fails is voided.
 */
async function chargeAndRecord(
  ctx: Ctx,
  log: Log,
  body: CheckoutRequestBody,
  student: StudentRow,
  gateway: PaymentGatewayAdapter,
  key: string,
): Promise<CheckoutOutcome> {
  const attemptId = await claimPurchase(ctx, {
    studentId: student.student_id,
    idempotencyKey: key,
    gateway: gateway.name,
  });
  let charge: GatewayCharge;
  let plan: CheckoutPlan;
  try {
    const call: CheckoutCall = { body, student, gateway, key };
    plan =
      body.studentPaymentTrxId === undefined
        ? await planNewTransaction(ctx, call)
        : await planPendingPayment(ctx, call);
    charge = await gateway.charge(ctx, { ...plan.checkout, attemptId });
    if (plan.paysPending && charge.status !== 'Completed') {
      throw new ApiError(400, checkoutMessages.gatewayUnavailable, checkoutFailureCodes.gatewayUnavailable);
    }
  } catch (err) {
    const declined = err instanceof ApiError && err.code === checkoutFailureCodes.cardDeclined;
    await markUncharged(ctx, attemptId, declined ? 'declined' : 'failed', errorText(err)).catch((e: unknown) =>
      log.error({ err: e, attemptId }, 'attempt not closed'),
    );
    throw err;
  }
  const takesMoney = charge.status === 'Completed' && charge.gatewayReference !== null;
  const money = {
    attemptId,
    studentId: student.student_id,
    gatewayReference: charge.gatewayReference ?? '',
    amount: plan.checkout.amount,
  };
  if (takesMoney) {
    try {
      await markCharged(ctx, attemptId, charge, plan.checkout.amount);
    } catch (err) {
      // Not journaled, so not recorded either: give the money back now.
      throw await reverse(ctx, log, gateway, { ...money, from: ['claimed'] }, err);
    }
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const outcome = await plan.record(tx, charge, now);
      await markRecorded(tx, attemptId, outcome.trxId);
      return outcome;
    });
  } catch (err) {
    if (!takesMoney) {
      await markUncharged(ctx, attemptId, 'failed', errorText(err)).catch((e: unknown) =>
        log.error({ err: e, attemptId }, 'attempt not closed'),
      );
      throw err;
    }
    const after = await attemptState(ctx.db, attemptId).catch(() => undefined);
    if (after?.state === 'recorded') {
      // The commit went through though its answer was lost: answer what was committed.
      const answer = await storedAnswer(ctx.db, student.student_id, key);
      if (answer)
        return {
          answer: answer.body,
          completed: false,
          trxId: after.paymentTrxId ?? 0,
          amount: plan.checkout.amount,
          courseIds: [],
        };
    }
    if (!after) {
      // The database is away: the journal says 'charged', and the reconciliation sweep voids it if it was not recorded.
      log.error({ err, attemptId }, 'payment charged, recording unknown (database unavailable); left to the sweep');
      throw new ApiError(502, checkoutMessages.paymentNotRecorded, checkoutFailureCodes.paymentNotRecorded);
    }
    throw await reverse(ctx, log, gateway, { ...money, from: ['charged'] }, err);
  }
}

/** Voids a charge that was not recorded and answers what happened: reversed, or not confirmed yet (left to the sweep). */
async function reverse(
  ctx: Ctx,
  log: Log,
  gateway: PaymentGatewayAdapter,
  attempt: Parameters<typeof voidAttemptCharge>[2],
  cause: unknown,
): Promise<ApiError> {
  log.error({ err: cause, attemptId: attempt.attemptId }, 'charge could not be recorded; voiding it');
  const voided = await voidAttemptCharge(ctx, gateway, attempt, `not recorded: ${errorText(cause)}`).catch(
    (err: unknown) => {
      log.error({ err, attemptId: attempt.attemptId }, 'void failed; the reconciliation sweep retries it');
      return false;
    },
  );
  return voided
    ? new ApiError(409, checkoutMessages.paymentReversed, checkoutFailureCodes.paymentReversed)
    : new ApiError(502, checkoutMessages.paymentNotRecorded, checkoutFailureCodes.paymentNotRecorded);
}

const errorText = (err: unknown) =>
  err instanceof ApiError
    ? `${err.code ?? err.httpStatus}: ${err.message}`
    : err instanceof Error
      ? err.message
      : String(err);

/** The request's lines; the payment bypass (02 §4) may send none (one BASEPR line of the total). */
function requestLines(body: CheckoutRequestBody): Line[] {
  const lines: Line[] = body.studentPaymentTrxLines.length
    ? body.studentPaymentTrxLines
    : [{ configCourseId: body.configCourse.configCourseId, priceTypeCode: 'BASEPR', price: body.totalAmount }];
  if (cents(lines.reduce((sum, l) => sum + l.price, 0)) !== cents(body.totalAmount)) {
    throw new ApiError(
      400,
      'studentPaymentTrxLines: the line prices do not add up to totalAmount',
      failureCodes.validation,
    );
  }
  return lines;
}

async function ownedCourses(ctx: Ctx, studentId: number) {
  return ctx.db.query<{ config_course_id: number; status: string }>(
    'select config_course_id, status from student_courses where student_id = $1',
    [studentId],
  );
}

async function planNewTransaction(ctx: Ctx, call: CheckoutCall): Promise<CheckoutPlan> {
  const { body, student, gateway, key } = call;
  const lines = requestLines(body);
  const course = await findCourseConfig(ctx.db, body.configCourse.configCourseId);
  if (!course) throw new ApiError(400, 'configCourse.configCourseId: unknown course', failureCodes.validation);
  const owned = await ownedCourses(ctx, student.student_id);
  const registered = owned.find((c) => c.config_course_id === course.config_course_id);
  // A course the student did not register for must be open and sold by the student's organisation.
  if (!registered && (!isOpenForRegistration(course) || !canOrganisationJoin(course, student.organisation_id))) {
    throw new ApiError(409, registrationMessages.registrationClosed, registrationFailureCodes.registrationClosed);
  }
  // Checked before the gateway is asked (a card must not be charged for a paid course); the claim keeps it true until
  // the record is written, and the transaction re-checks.
  if (registered && registered.status !== 'PaymentPending') throw alreadyPaid();

  const checkout: CheckoutContext = { request: body, student, course, amount: body.totalAmount, idempotencyKey: key };
  await gateway.check?.(ctx, checkout);
  const sponsored = (await gateway.skipsPricing?.(ctx, checkout)) ?? false;
  const priced: PricedCheckout = sponsored
    ? sponsoredPricing(course, lines)
    : await priceCheckout(ctx.db, body, lines, owned, ctx.clock());
  if (priced.baseConfigCourseId === null) {
    for (const id of [...priced.extraCourseIds, priced.upgradeConfigCourseId]) {
      if (owned.some((c) => c.config_course_id === id && c.status !== 'PaymentPending')) throw alreadyPaid();
    }
  }
  const orderCourseIds = baseCourseIds(priced);
  if (gateway.mode === 'PayLater') {
    const open = await openOrdersOf(ctx.db, student.student_id, {
      courseIds: orderCourseIds,
      lines: priced.payment.lines,
      isParentPaymentRequest: body.isParentPaymentRequest,
      requestEmail: body.requestEmail ?? null,
    });
    const same = open.find((o) => o.sameCart);
    if (same) {
      return {
        checkout: { ...checkout, amount: priced.payment.totalAmount },
        paysPending: false,
        record: (tx, charge, now) => answerOpenOrder(tx, { ...call, trxId: same.paymentTrxId, priced, charge, now }),
      };
    }
  }
  return {
    checkout: { ...checkout, amount: priced.payment.totalAmount },
    paysPending: false,
    record: (tx, charge, now) => recordNewTransaction(tx, { ...call, priced, charge, now }),
  };
}

/** The courses a new order pays for (its BASEPR lines). */
const baseCourseIds = (priced: PricedCheckout) => [
  ...new Set(priced.payment.lines.filter((l) => l.priceTypeCode === 'BASEPR').map((l) => l.configCourseId)),
];

/** The same cart asked to be paid later again: the open order is the answer (no second order, no second parent mail). */
async function answerOpenOrder(
  tx: Queryable,
  input: RecordInput & { trxId: number; priced: PricedCheckout },
): Promise<CheckoutOutcome> {
  const { student, trxId, priced } = input;
  const [primary] = await tx.query<{ student_course_id: number }>(
    `select student_course_id from student_courses where student_id = $1 and payment_trx_id = $2
     order by (config_course_id = $3) desc, student_course_id limit 1`,
    [student.student_id, trxId, priced.payment.primaryConfigCourseId],
  );
  if (!primary) throw alreadyPaid();
  const answer = await storeAnswer(tx, input, trxId, primary.student_course_id);
  return { answer, completed: false, trxId, amount: priced.payment.totalAmount, courseIds: baseCourseIds(priced) };
}

async function recordNewTransaction(
  tx: Queryable,
  input: RecordInput & { priced: PricedCheckout },
): Promise<CheckoutOutcome> {
  const { body, student, gateway, priced, charge, now } = input;
  const completed = charge.status === 'Completed';
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, organisation_id,
       is_pay_later, is_parent_payment_request, is_gateway_bypass, is_gsa_course, is_primary, gateway_reference, payment_method_id,
       payment_mode, instrument, request_email, discount_code, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning payment_trx_id`,
    [
      student.student_id,
      priced.payment.totalAmount,
      gateway.name,
      charge.status,
      now,
      priced.payment.primaryConfigCourseId,
      student.organisation_id,
      gateway.mode === 'PayLater',
      body.isParentPaymentRequest,
      gateway.mode === 'Bypass',
      body.isGSACourse,
      body.isPrimary,
      charge.gatewayReference,
      charge.paymentMethodId,
      gateway.mode,
      charge.instrument,
      body.requestEmail ?? null,
      priced.discountRow?.code ?? null,
      completed ? now : null,
    ],
  );
  for (const l of priced.payment.lines) {
    await tx.query(
      `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price, course_price_type_id, bhwl_name, is_primary)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        trx.payment_trx_id,
        l.configCourseId,
        l.priceTypeCode,
        l.price,
        l.coursePriceTypeId ?? null,
        l.bhwlName ?? null,
        l.isPrimary,
      ],
    );
  }
  if (priced.discountRow?.discount_type === 'GIFTCERTIFICATE' && priced.discountAmount > 0) {
    const [left] = await tx.query(
      'update discounts set remaining_value = remaining_value - $2 where discount_id = $1 and remaining_value >= $2 returning discount_id',
      [priced.discountRow.discount_id, priced.discountAmount],
    );
    if (!left) throw totalMismatch();
  }
  const studentCourseId = await applyCourses(tx, {
    studentId: student.student_id,
    baseId: priced.baseConfigCourseId,
    upgradeId: priced.upgradeConfigCourseId,
    extraIds: priced.extraCourseIds,
    trxId: trx.payment_trx_id,
    completed,
    now,
  });
  await updateStudent(tx, student.student_id, trx.payment_trx_id, completed, body.isPrimary, now);
  await cancelOpenOrders(tx, student.student_id, baseCourseIds(priced), trx.payment_trx_id);
  // A paid course needs no parent link any more: the student's open links end with the payment.
  if (completed) await endParentLinksForPayment(tx, trx.payment_trx_id, now);
  const answer = await storeAnswer(tx, input, trx.payment_trx_id, studentCourseId);
  const primaryId = priced.payment.primaryConfigCourseId;
  return {
    answer,
    completed,
    trxId: trx.payment_trx_id,
    amount: priced.payment.totalAmount,
    courseIds: baseCourseIds(priced),
    parentRequest:
      body.isParentPaymentRequest && body.requestEmail && !completed
        ? { email: body.requestEmail, primaryId, secondaryIds: priced.extraCourseIds.filter((id) => id !== primaryId) }
        : undefined,
  };
}

/** The sponsored bypass (PAYMENT_BYPASS): the organisation pays, the lines are recorded as sent (total 0). */
function sponsoredPricing(course: CourseConfigRow, lines: Line[]): PricedCheckout {
  return {
    baseConfigCourseId: course.config_course_id,
    ownerConfigCourseId: course.config_course_id,
    upgradeConfigCourseId: null,
    extraCourseIds: [],
    payment: {
      primaryConfigCourseId: course.config_course_id,
      lines: lines.map((l) => ({ ...l, isPrimary: l.isPrimary ?? true })),
      totalAmount: 0,
    },
    discountRow: null,
    discountAmount: 0,
  };
}

/** Pays a PaymentPending transaction (pay later, the parent cart): charged, Completed, its courses activated. */
async function planPendingPayment(ctx: Ctx, call: CheckoutCall): Promise<CheckoutPlan> {
  const { body, student, gateway, key } = call;
  const [trx] = await ctx.db.query<{
    payment_trx_id: number;
    amount: string;
    status: string;
    config_course_id: number | null;
  }>(
    'select payment_trx_id, amount::text as amount, status, config_course_id from payment_transactions where payment_trx_id = $1 and student_id = $2',
    [body.studentPaymentTrxId, student.student_id],
  );
  if (!trx || trx.config_course_id === null)
    throw new ApiError(400, 'studentPaymentTrxId: not a transaction of this student', failureCodes.validation);
  if (trx.status !== 'PaymentPending' && trx.status !== cancelledStatus) throw alreadyPaid();
  const amount = Number(trx.amount);
  if (cents(amount) !== cents(body.totalAmount)) throw totalMismatch();
  const course = (await findCourseConfig(ctx.db, trx.config_course_id))!;
  const checkout: CheckoutContext = { request: body, student, course, amount, idempotencyKey: key };
  await gateway.check?.(ctx, checkout);
  const lines = await ctx.db.query<{ config_course_id: number }>(
    `select distinct config_course_id from payment_transaction_lines where payment_trx_id = $1 and price_type_code = 'BASEPR'`,
    [trx.payment_trx_id],
  );
  const courseIds = [...new Set([trx.config_course_id, ...lines.map((l) => l.config_course_id)])];
  // A course of the order paid meanwhile (another order, the student's own card) makes the order unpayable: refused
  // before the gateway is asked. (The base course of an upgrade was moved to the upgrade: only existing rows count.)
  const rows = await ctx.db.query<{ status: string }>(
    'select status from student_courses where student_id = $1 and config_course_id = any($2::int[])',
    [student.student_id, courseIds],
  );
  if (rows.length === 0 || rows.some((r) => r.status !== 'PaymentPending')) throw alreadyPaid();
  if (trx.status === cancelledStatus)
    throw new ApiError(409, checkoutMessages.orderReplaced, checkoutFailureCodes.orderReplaced);
  return {
    checkout,
    paysPending: true,
    record: (tx, charge, now) =>
      recordPendingPayment(tx, {
        ...call,
        trxId: trx.payment_trx_id,
        primaryConfigCourseId: trx.config_course_id!,
        amount,
        courseIds,
        charge,
        now,
      }),
  };
}

async function recordPendingPayment(
  tx: Queryable,
  input: RecordInput & { trxId: number; primaryConfigCourseId: number; amount: number; courseIds: number[] },
): Promise<CheckoutOutcome> {
  const { body, student, gateway, trxId, primaryConfigCourseId, amount, courseIds, charge, now } = input;
  const [paid] = await tx.query(
    `update payment_transactions set status = 'Completed', gateway = $2, gateway_reference = $3, payment_method_id = $4, payment_mode = $5,
       instrument = $6, paid_at = $7, is_gateway_bypass = $8
     where payment_trx_id = $1 and status = 'PaymentPending' returning payment_trx_id`,
    [
      trxId,
      gateway.name,
      charge.gatewayReference,
      charge.paymentMethodId,
      gateway.mode,
      charge.instrument,
      now,
      gateway.mode === 'Bypass',
    ],
  );
  if (!paid) throw alreadyPaid();
  // The base course of an upgrade was moved to the upgrade when the order was recorded: only existing rows activate.
  const rows = await markCourses(tx, student.student_id, courseIds, trxId, true, now);
  if (rows.length === 0) throw alreadyPaid();
  await updateStudent(tx, student.student_id, trxId, true, body.isPrimary, now);
  await endParentLinksForPayment(tx, trxId, now);
  const primary = rows.find((r) => r.config_course_id === primaryConfigCourseId) ?? rows[0];
  const answer = await storeAnswer(tx, input, trxId, primary.student_course_id);
  return { answer, completed: true, trxId: trxId, amount, courseIds };
}

async function updateStudent(
  tx: Queryable,
  studentId: number,
  trxId: number,
  completed: boolean,
  isPrimary: boolean,
  now: Date,
) {
  await tx.query(
    `update students set status = case when $5 then 'Active' else status end, updated_at = $3,
       default_st_payment_trx_id = case when $4 or default_st_payment_trx_id is null then $2 else default_st_payment_trx_id end
     where student_id = $1`,
    [studentId, trxId, now, isPrimary, completed],
  );
}

/** The checkout's answer, stored under its idempotency key in the recording transaction (a repeat answers the same). */
async function storeAnswer(
  tx: Queryable,
  { body, student, key, charge, now }: RecordInput,
  trxId: number,
  studentCourseId: number,
): Promise<EnvelopeBody> {
  const answer = checkoutAnswer(trxId, studentCourseId, charge, body);
  await completeIdempotencyKey(tx, student.student_id, key, { httpStatus: 200, body: answer }, now);
  return answer;
}

function checkoutAnswer(
  trxId: number,
  studentCourseId: number,
  charge: GatewayCharge,
  body: CheckoutRequestBody,
): EnvelopeBody {
  const message =
    charge.status === 'Completed'
      ? checkoutMessages.paymentSuccess
      : body.isParentPaymentRequest
        ? parentTokenMessages.issued
        : checkoutAnswerMessages.payLater;
  return ok(message, { studentPaymentTrxId: trxId, studentCourse: { studentCourseId }, paymentStatus: charge.status });
}

/**
 * After the commit: the parent link mail and the post-payment adapters. Each step runs even when another failed, and
 * a failure is logged with the transaction; none undoes the payment or changes its answer.
 */
async function afterCommit(ctx: Ctx, log: Log, student: StudentRow, outcome: CheckoutOutcome) {
  const step = (name: string, run: () => Promise<void>) =>
    run().catch((err: unknown) =>
      log.error({ err, trxId: outcome.trxId, step: name }, `after-payment step failed: ${name}`),
    );
  const parentRequest = outcome.parentRequest;
  if (parentRequest) await step('parent link mail', () => mailParentLink(ctx, student, outcome.trxId, parentRequest));
  if (outcome.completed) {
    await step('post-payment adapters', async () => {
      const [row] = await ctx.db.query<{ tracking: Record<string, unknown> | null }>(
        'select tracking from students where student_id = $1',
        [student.student_id],
      );
      await runPostPayment(
        ctx.postPayment,
        {
          studentPaymentTrxId: outcome.trxId,
          studentId: student.student_id,
          email: student.email,
          amount: outcome.amount,
          configCourseIds: outcome.courseIds,
          tracking: row?.tracking ?? {},
          paidAt: ctx.clock(),
        },
        (err, kind) => log.error({ err, kind, trxId: outcome.trxId }, 'post-payment adapter failed'),
      );
    });
  }
}

/** The parent payment request's link, mailed to the parent (the order is committed as PaymentPending). */
async function mailParentLink(
  ctx: Ctx,
  student: StudentRow,
  trxId: number,
  request: NonNullable<CheckoutOutcome['parentRequest']>,
) {
  const { email, primaryId, secondaryIds } = request;
  const course = await findCourseConfig(ctx.db, primaryId);
  await ctx.db.query('update students set parent_email = $2, updated_at = $3 where student_id = $1', [
    student.student_id,
    email,
    ctx.clock(),
  ]);
  await issueParentLink(
    { db: ctx.db, publicUrl: ctx.config.appBaseUrl, now: ctx.clock(), send: (to, mail) => ctx.outbox.send(to, mail) },
    {
      primaryConfigCourseId: primaryId,
      secondaryConfigCourseIds: secondaryIds,
      organisationId: student.organisation_id,
      studentId: student.student_id,
      studentPaymentTrxId: trxId,
    },
    email,
    [student.first_name, student.last_name].filter(Boolean).join(' ') || student.email,
    course?.name ?? 'course',
    storedLanguage(student.language),
  );
}
