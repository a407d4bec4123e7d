import { fromPglite, PgBoss, type Queue } from 'pg-boss';

import type { JobStore, Queryable } from '../db/types';

/**
 * Background work goes through pg-boss: a job is a row in the database, so it outlives the process that queued it,
 * runs once across every instance (workers lock it with `skip locked`), and a failed run is retried with backoff.
 * Nothing here runs on a timer of the request's process.
 */
export interface JobQueue {
  /** Creates the queue's tables, or upgrades them to this version of the library (`npm run migrate`, dev start). */
  install(): Promise<void>;
  /** Starts polling and the schedules; refuses a database whose queue tables are missing or out of date. */
  start(): Promise<void>;
  /**
   * Queues a job. `within` writes it in the caller's transaction: it exists exactly when what caused it does (a mail
   * with the code it carries).
   */
  send(name: string, data: object, options?: { within?: Queryable }): Promise<void>;
  /** Runs `handler` for each job of `name`; a throw fails that try, and the queue's retry policy decides the next. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>, options: WorkerOptions): Promise<void>;
  /** Defines a queue and its retry policy (idempotent). */
  define(name: string, policy: RetryPolicy): Promise<void>;
  /** Runs `name` on a cron schedule, once per tick across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  /** Resolves once no job of `name` is waiting to run now or running (tests; a retry due later does not count). */
  drained(name: string): Promise<void>;
  /** Stops fetching and waits (bounded) for the jobs in hand. */
  stop(): Promise<void>;
}

export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Each retry waits about twice as long as the one before, up to `retryDelayMaxSeconds`. */
  retryBackoff: boolean;
  retryDelayMaxSeconds?: number;
  /** A try still running after this is considered lost (its process died) and retried. */
  expireInSeconds: number;
  /**
   * A new job wakes every instance's worker at once (LISTEN/NOTIFY, sent when its transaction commits) instead of at
   * its next poll: for what a person waits for, such as a code by mail. Polling still runs beside it.
   */
  wakesWorkers?: boolean;
}

export interface WorkerOptions {
  pollingIntervalSeconds: number;
}

/**
 * A job a cron tick starts, once across all instances, and each start once: a failed run is not retried on its own,
 * the next tick's is. A try still running after `expireInSeconds` is considered lost.
 */
export const cronJob = (name: string, cron: string, expireInSeconds: number) => ({
  name,
  cron,
  policy: { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds } satisfies RetryPolicy,
  pollingIntervalSeconds: 5,
});

/** The queue's connections to PostgreSQL per instance, besides DB_POOL_MAX (docs/deploy.md). */
export const jobQueuePoolMax = 2;
/** Bound of waiting for jobs in hand at stop: a mail mid-send finishes, anything longer is retried elsewhere. */
const stopTimeoutMs = 5_000;
const schema = 'pgboss';

/**
 * `schedules: false` runs no cron ticks in this instance (an app whose time-driven work a test drives by hand); another
 * instance's schedules are unaffected.
 */
export function createJobQueue(
  store: JobStore,
  onError: (err: unknown) => void,
  options: { schedules: boolean } = { schedules: true },
): JobQueue {
  const connection =
    store.kind === 'pglite'
      ? { db: fromPglite(store.handle), backend: 'pglite' as const }
      : { connectionString: store.connectionString, max: jobQueuePoolMax };
  const boss = (migrate: boolean) => {
    const created = new PgBoss({
      ...connection,
      schema,
      migrate,
      createSchema: migrate,
      // Schedules and the supervision of expired jobs; the demo's single process does it too.
      schedule: options.schedules,
      supervise: true,
      // One more connection per instance on PostgreSQL, held for LISTEN (docs/deploy.md); PGlite notifies in process.
      useListenNotify: true,
    });
    created.on('error', onError);
    return created;
  };
  let running: PgBoss | undefined;
  const live = () => {
    if (!running) throw new Error('the job queue is not started');
    return running;
  };

  return {
    async install() {
      const installer = boss(true);
      await installer.start();
      await installer.stop({ graceful: false, close: true });
    },
    async start() {
      const started = boss(false);
      await started.start();
      running = started;
    },
    async send(name, data, options = {}) {
      const within = options.within;
      await live().send(name, data, {
        ...(within
          ? {
              db: {
                executeSql: async (text: string, values?: unknown[]) => ({ rows: await within.query(text, values) }),
              },
            }
          : {}),
      });
    },
    async work(name, handler, options) {
      const polling = {
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        // While LISTEN is up the library would poll a woken queue only every 30 s; a retry that falls due is not
        // announced, so it keeps the queue's own interval.
        notifyPollingIntervalSeconds: options.pollingIntervalSeconds,
      };
      await live().work<object>(name, polling, async ([job]) => {
        await handler(job.data as never);
      });
    },
    async define(name, policy) {
      const options: Omit<Queue, 'name'> = {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        ...(policy.retryDelayMaxSeconds ? { retryDelayMax: policy.retryDelayMaxSeconds } : {}),
        expireInSeconds: policy.expireInSeconds,
        notify: policy.wakesWorkers ?? false,
      };
      const existing = await live().getQueue(name);
      if (existing) await live().updateQueue(name, options);
      else await live().createQueue(name, options);
    },
    async schedule(name, cron) {
      await live().schedule(name, cron);
    },
    async drained(name) {
      const db = live().getDb();
      for (;;) {
        // The library's own table (pinned version): jobs due now that have not reached an end state.
        const { rows } = await db.executeSql(
          `select count(*)::int as n from ${schema}.job
           where name = $1 and state in ('created', 'retry', 'active') and start_after <= now()`,
          [name],
        );
        if (Number(rows[0]?.n ?? 0) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const stopping = running;
      running = undefined;
      await stopping?.stop({ graceful: true, timeout: stopTimeoutMs, close: true });
    },
  };
}
