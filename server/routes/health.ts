import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/types';

/** Outside the API prefixes, so a load balancer needs no subscription key. */
export const healthPath = '/health';

export const healthAnswers = {
  up: { status: 'ok', database: 'up' },
  down: { status: 'unavailable', database: 'down' },
} as const;

/**
 * GET /health: 200 when the database answers `select 1` within `timeoutMs`, else 503, never cached. While the
 * server shuts down, Fastify answers 503 to every request (return503OnClosing), this one included, so a balancer drains it.
 */
export function registerHealthRoute(app: FastifyInstance, db: Db, timeoutMs: number) {
  app.get(healthPath, async (_req, reply) => {
    const up = await databaseAnswers(db, timeoutMs);
    return reply
      .code(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(up ? healthAnswers.up : healthAnswers.down);
  });
}

async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = db.query('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
