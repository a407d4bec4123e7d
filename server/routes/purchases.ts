import type { FastifyInstance } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import {
  orderMessages,
  purchaseDetailsRequestSchema,
  type PurchaseRecord,
  receiptEmailRequestSchema,
  receiptQuerySchema,
} from '../../contracts/orders';
import * as apiPaths from '../../contracts/paths';
import { studentIdQuerySchema } from '../../contracts/student';
import { assertOwnStudent, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { loadDashboardCourses } from '../courseTaking/dashboardCourses';
import { ApiError, ok, parseWith } from '../http/envelope';
import { storedLanguage } from '../i18n/serverText';
import { mails } from '../mail/templates';
import { loadPurchaseRecords } from '../payments/purchases';
import { renderReceiptPdf } from '../payments/receiptPdf';
import { findStudentById, studentDisplayName } from '../students';

export const purchaseMessages = {
  details: 'Purchase details.',
  purchased: 'Purchased courses.',
  notFound: 'Payment not found.',
} as const;

const money = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toFixed(2)}`;

/** One transaction of the session's student, or 404 (another student's transaction is not disclosed). */
async function ownRecord(ctx: Ctx, studentId: number, trxId: number): Promise<PurchaseRecord> {
  const [record] = await loadPurchaseRecords(ctx.db, studentId, ctx.config.billingName, trxId);
  if (!record) throw new ApiError(404, purchaseMessages.notFound, failureCodes.notFound);
  return record;
}

async function receiptOf(ctx: Ctx, studentId: number, trxId: number, language: string | undefined) {
  const record = await ownRecord(ctx, studentId, trxId);
  const student = (await findStudentById(ctx.db, studentId))!;
  // The language the app asked the receipt in, else the student's (docs/architecture.md, "Server text in four languages").
  const documentLanguage = language === undefined ? storedLanguage(student.language) : languageOf(language);
  const pdf = await renderReceiptPdf(record, studentDisplayName(student), documentLanguage);
  return { record, student, pdf: Buffer.from(pdf), documentLanguage };
}

export function registerPurchaseRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.purchaseDetails, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(purchaseDetailsRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.student.studentId);
    if (body.studentPaymentTrxId !== undefined) await ownRecord(ctx, session.studentId, body.studentPaymentTrxId);
    return ok(
      purchaseMessages.details,
      await loadPurchaseRecords(ctx.db, session.studentId, ctx.config.billingName, body.studentPaymentTrxId),
    );
  });

  app.get(apiPaths.receipt, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentPaymentTrxId, language } = parseWith(receiptQuerySchema, req.query, 'query');
    const { pdf } = await receiptOf(ctx, session.studentId, studentPaymentTrxId, language);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${studentPaymentTrxId}.pdf"`)
      .send(pdf);
  });

  app.post(apiPaths.receiptEmail, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentPaymentTrxId, language } = parseWith(receiptEmailRequestSchema, req.body, 'body');
    const { record, student, pdf, documentLanguage } = await receiptOf(
      ctx,
      session.studentId,
      studentPaymentTrxId,
      language,
    );
    const lines = record.studentPaymentTrxLines.map(
      (l) => `${l.configCoursePrice.coursePriceType.name}: ${l.bhwlName ?? l.courseName} ${money(l.price)}`,
    );
    const mail = mails.receipt(documentLanguage, record.targetId, lines, money(record.totalAmount), record.billingName);
    await ctx.outbox.send(student.email, {
      ...mail,
      attachments: [{ filename: `receipt-${record.targetId}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return ok(orderMessages.receiptSent);
  });

  app.get(apiPaths.purchasedCourses, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    return ok(purchaseMessages.purchased, await loadDashboardCourses(ctx.db, studentId, ctx.clock()));
  });
}
