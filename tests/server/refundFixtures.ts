import * as apiPaths from '../../contracts/paths';
import { insuranceDiscountCourseId } from '../../server/seed/catalog';
import type { TestServer } from './helpers';

let keys = 0;

/** Purchases and refund calls shared by the refund tests (refunds.test.ts, refundReviews.test.ts). */
export function refundFixtures(t: TestServer) {
  /** A paid purchase through the sandbox card: the course (and an upsell and a mail extra), its charge in the ledger. */
  async function buy(
    studentId: number,
    options: { courseId?: number; upsell?: boolean; mail?: boolean; paidAt?: Date } = {},
  ) {
    const courseId = options.courseId ?? 611;
    const paidAt = options.paidAt ?? t.clock();
    const lines: [number, string, number][] = [[courseId, 'BASEPR', 24.95]];
    if (options.upsell) lines.push([insuranceDiscountCourseId, 'BASEPR', 19.95]);
    if (options.mail) lines.push([courseId, 'Mail', 9.95]);
    const total = Math.round(lines.reduce((n, l) => n + l[2], 0) * 100) / 100;
    const reference = `ch_sandbox_test_${studentId}_${courseId}`;
    await t.db.query(
      `insert into sandbox_charges (reference, student_id, amount, instrument, created_at) values ($1, $2, $3, 'Visa •••• 4242', $4)`,
      [reference, studentId, total, paidAt],
    );
    const [trx] = await t.db.query<{ payment_trx_id: number }>(
      `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, gateway_reference, payment_mode, paid_at)
       values ($1, $2, 'Sandbox', 'Completed', $3, $4, $5, 'Card', $3) returning payment_trx_id`,
      [studentId, total, paidAt, courseId, reference],
    );
    const lineIds: number[] = [];
    for (const [id, code, price] of lines) {
      const [line] = await t.db.query<{ payment_trx_line_id: number }>(
        `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price) values ($1, $2, $3, $4)
         returning payment_trx_line_id`,
        [trx.payment_trx_id, id, code, price],
      );
      lineIds.push(line.payment_trx_line_id);
    }
    const courseIds = options.upsell ? [courseId, insuranceDiscountCourseId] : [courseId];
    const studentCourseIds: number[] = [];
    for (const id of courseIds) {
      const [row] = await t.db.query<{ student_course_id: number }>(
        `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
         values ($1, $2, 'Active', $3, $4, $4::timestamptz + interval '365 days') returning student_course_id`,
        [studentId, id, trx.payment_trx_id, paidAt],
      );
      studentCourseIds.push(row.student_course_id);
    }
    return { trxId: trx.payment_trx_id, lineIds, studentCourseIds, reference };
  }

  async function student() {
    const s = await t.createStudent({});
    const { token } = await t.login(s.email, s.password);
    return { ...s, token };
  }

  const newKey = () => `test-key-${Date.now()}-${keys++}`;

  const post = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: apiPaths.refund, token, payload });
  const ask = (token: string, trxId: number, lineIds: number[], key = newKey()) =>
    post(token, { studentPaymentTrxId: trxId, lineIds, reason: 'I bought the wrong course.', idempotencyKey: key });

  const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: string }>(sql, params))[0].n);
  const refundsOf = (reference: string) =>
    count('select count(*) as n from sandbox_refunds where charge_reference = $1', [reference]);
  const requestsOf = (studentId: number) =>
    count('select count(*) as n from refund_requests where student_id = $1', [studentId]);
  const statusOf = async (studentCourseId: number) =>
    (
      await t.db.query<{ status: string }>('select status from student_courses where student_course_id = $1', [
        studentCourseId,
      ])
    )[0].status;

  return { buy, student, newKey, post, ask, count, refundsOf, requestsOf, statusOf };
}
