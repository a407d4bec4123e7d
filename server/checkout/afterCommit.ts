import type { Ctx } from '../context';
import { findCourseConfig } from '../courses';
import { runPostPayment } from '../payments/postPayment';
import type { StudentRow } from '../students';
import type { CheckoutOutcome, Log } from './checkoutPlan';
import { sendParentLink } from './parentLink';

/**
 * After the commit: the parent link mail and the post-payment adapters. Each step runs even when another failed, and
 * a failure is logged with the transaction; none undoes the payment or changes its answer.
 */
export async function afterCommit(ctx: Ctx, log: Log, student: StudentRow, outcome: CheckoutOutcome) {
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
  await sendParentLink(
    { db: ctx.db, publicUrl: ctx.config.appBaseUrl, now: ctx.clock(), send: (to, mail) => ctx.outbox.send(to, mail) },
    student,
    {
      primaryConfigCourseId: primaryId,
      secondaryConfigCourseIds: secondaryIds,
      organisationId: student.organisation_id,
      studentId: student.student_id,
      studentPaymentTrxId: trxId,
    },
    email,
    course?.name ?? 'course',
  );
}
