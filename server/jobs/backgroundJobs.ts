import type { FastifyBaseLogger } from 'fastify';

import { courseCompletedMail, sendCourseCompletedMail } from '../certificates/completedMail';
import type { Ctx } from '../context';
import { deliverStoredMail, mailDelivery, type MailTransport } from '../mail/outbox';
import { expiredRowsCleanup, runExpiredRowsCleanup } from '../maintenance/cleanup';
import { paymentSweep, runPaymentSweep } from '../payments/attempts';
import type { JobQueue } from './jobQueue';

/**
 * Every background job of an instance: its queue and retry policy, its worker, and its schedule. Each instance works
 * every queue; the queue hands each job to one of them.
 */
export async function startBackgroundJobs(
  jobs: JobQueue,
  ctx: Ctx,
  deps: {
    log: FastifyBaseLogger;
    transport?: MailTransport;
    mailRetryDelaySeconds: number;
    /** 'byHand': the sweep and the clean-up run only when called (AppDeps.timedJobs). */
    timedJobs: TimedJobs;
  },
) {
  const { log } = deps;
  await jobs.start();
  await Promise.all([
    jobs.define(mailDelivery.name, mailDelivery.policy(deps.mailRetryDelaySeconds)),
    jobs.define(paymentSweep.name, paymentSweep.policy),
    jobs.define(expiredRowsCleanup.name, expiredRowsCleanup.policy),
    jobs.define(courseCompletedMail.name, courseCompletedMail.policy),
  ]);
  const scheduled = deps.timedJobs === 'scheduled';
  // Queued before the workers start, so their first fetch takes them: charges whose recording failed and claims whose
  // process died are settled at start, expired rows deleted. Each starting instance queues one run of each; a second
  // run finds nothing left to do (both only change rows that still need it).
  if (scheduled) {
    await jobs.send(paymentSweep.name, {});
    await jobs.send(expiredRowsCleanup.name, {});
  }

  const transport = deps.transport;
  if (transport)
    await jobs.work<{ mailId: number }>(
      mailDelivery.name,
      ({ mailId }) =>
        deliverStoredMail(
          {
            db: ctx.db,
            clock: ctx.clock,
            from: ctx.config.mailFrom,
            transport,
            onError: (err, id) => log.error({ err, mailId: id }, 'mail delivery failed; the queue tries again later'),
          },
          mailId,
        ),
      mailDelivery,
    );
  await jobs.work<{ certificateId: number }>(
    courseCompletedMail.name,
    ({ certificateId }) => sendCourseCompletedMail(ctx, certificateId),
    courseCompletedMail,
  );
  if (!scheduled) return;
  // Then every minute: a void owed is retried this often.
  await jobs.work(paymentSweep.name, () => runPaymentSweep(ctx, log), paymentSweep);
  await jobs.schedule(paymentSweep.name, paymentSweep.cron);
  // Then every hour.
  await jobs.work(
    expiredRowsCleanup.name,
    () => runExpiredRowsCleanup({ db: ctx.db, clock: ctx.clock, log }),
    expiredRowsCleanup,
  );
  await jobs.schedule(expiredRowsCleanup.name, expiredRowsCleanup.cron);
}

/**
 * How the payment sweep and the clean-up run: 'scheduled' (every instance: once at start and on their cron ticks) or
 * 'byHand' (never on their own: a test that moves its clock by hand runs them when its case needs, and a tick of the
 * wall clock cannot run them between its steps).
 */
export type TimedJobs = 'scheduled' | 'byHand';
