import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownDeps {
  app: FastifyInstance;
  /** Closed last, after in-flight requests and the jobs in hand. */
  db: { close(): Promise<void> };
  /** Bound of the whole shutdown; requests still running then are cut off (mail and database get at least 1 s more). */
  timeoutMs: number;
  log?: FastifyBaseLogger;
}

export interface ShutdownResult {
  /** False when the bound was reached before every step finished. */
  clean: boolean;
  elapsedMs: number;
}

/**
 * Graceful shutdown: stop listening (new connections are refused, requests arriving on open connections get 503,
 * Fastify's return503OnClosing), let in-flight requests finish and the job queue finish the jobs in hand (its own
 * bound; app.ts's onClose), then close the database. Mail not yet delivered stays queued in the database for another
 * instance or the next start. Everything together is bounded by `timeoutMs`; connections still open then are
 * destroyed, and closing the database still gets a short grace so a forced stop does not also skip it.
 */
export async function gracefulShutdown({ app, db, timeoutMs, log = app.log }: ShutdownDeps): Promise<ShutdownResult> {
  const started = Date.now();
  const left = () => Math.max(0, timeoutMs - (Date.now() - started));
  let clean = true;
  const step = async (name: string, work: () => Promise<unknown>, atLeastMs = 0) => {
    const outcome = await within(
      work().then(
        () => 'done' as const,
        (err: unknown) => err,
      ),
      Math.max(left(), atLeastMs),
    );
    if (outcome === 'done') return;
    clean = false;
    if (outcome === timedOut) log.warn(`shutdown: ${name} did not finish within ${timeoutMs} ms`);
    else log.error({ err: outcome }, `shutdown: ${name} failed`);
  };

  await step('in-flight requests', () => app.close());
  // Still open after the bound: their requests are cut off so the process can exit.
  if (!clean) app.server.closeAllConnections?.();
  await step('database close', () => db.close(), closingGraceMs);
  return { clean, elapsedMs: Date.now() - started };
}

const timedOut = Symbol('timed out');
const closingGraceMs = 1_000;

async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
