import type { LanguageCode } from '../../contracts/languages';
import type { RefundRequest } from '../../contracts/refunds';
import type { Ctx } from '../context';
import type { Queryable } from '../db/types';
import { storedLanguage } from '../i18n/serverText';
import type { ItemDetail } from './purchases';
import { refundReceiptMail } from './receiptMail';

type Log = { error: (o: object, m: string) => void };

/**
 * Records a refund the gateway made (or support made by other means), in the caller's transaction: the request is
 * 'refunded' and each refunded course ends. Only a request still 'requested' changes: false when it was decided
 * already.
 */
export async function recordRefund(
  tx: Queryable,
  now: Date,
  requestId: number,
  items: ItemDetail[],
  refund: { gatewayRefund: string | null; externalReference?: string; decidedBy?: string },
): Promise<boolean> {
  const updated = await tx.query<{ refund_request_id: number }>(
    `update refund_requests set status = 'refunded', gateway_refund_reference = $2, decided_at = $3,
       external_reference = $4, decided_by = $5, refunding_at = null
     where refund_request_id = $1 and status = 'requested' returning refund_request_id`,
    [requestId, refund.gatewayRefund, now, refund.externalReference ?? null, refund.decidedBy ?? null],
  );
  if (updated.length === 0) return false;
  await endAccess(tx, items, now);
  return true;
}

/** A refunded course (or upsell course) ends: the dashboard says it was refunded and no chapter opens. */
async function endAccess(tx: Queryable, items: ItemDetail[], now: Date) {
  const ids = items.map((i) => i.studentCourseId).filter((id) => id !== null);
  if (ids.length === 0) return;
  await tx.query(
    `update student_courses set status = 'Refunded', refunded_at = $2, open_chapter_id = null
     where student_course_id = any($1::int[])`,
    [ids, now],
  );
}

/** After the commit: the mail is stored in the outbox, or its failure logged (the refund stands either way). */
export async function mailStudent(
  ctx: Ctx,
  log: Log,
  studentId: number,
  request: RefundRequest,
  mail: (language: LanguageCode) => { subject: string; body: string },
) {
  const [student] = await ctx.db.query<{ email: string; language: string }>(
    'select email, language from students where student_id = $1',
    [studentId],
  );
  // In the student's stored language: support's decision is not the student's request (docs/architecture.md).
  await ctx.outbox
    .send(student.email, mail(storedLanguage(student.language)))
    .catch((err: unknown) => log.error({ err, refundRequestId: request.refundRequestId }, 'refund mail not sent'));
}

/** The receipt of a refund that was recorded. */
export const mailReceipt = (ctx: Ctx, log: Log, studentId: number, request: RefundRequest, reference: string | null) =>
  mailStudent(ctx, log, studentId, request, (language) => refundReceiptMail(language, request, reference));
