import type { FastifyInstance, FastifyReply } from 'fastify';

import type { Ctx } from '../context';
import { databaseAnswers } from '../maintenance/databaseReadiness';

/** Outside the API prefixes, so a load balancer needs no subscription key. */
export const healthPath = '/health';
/** Liveness: the process answers (an orchestrator restarts an instance that does not). */
export const livenessPath = '/health/live';
/** Readiness: the instance can serve students now (a load balancer sends it traffic only then). */
export const readinessPath = '/health/ready';

export const healthAnswers = {
  up: { status: 'ok', database: 'up' },
  down: { status: 'unavailable', database: 'down' },
  alive: { status: 'ok' },
} as const;

/** Something besides the database an instance needs before it serves (a model still loading): why it is not ready. */
export type ReadinessCheck = () => string | undefined;

/**
 * GET /health and /health/ready: 200 when the database answers `select 1` within `timeoutMs` and every readiness check
 * passes, else 503 saying what is missing; GET /health/live: 200 while the process answers. Never cached. While the
 * server shuts down, Fastify answers 503 to every request (return503OnClosing), these included, so a balancer drains it.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  db: Ctx['db'],
  timeoutMs: number,
  checks: ReadinessCheck[] = [],
) {
  const ready = async (_req: unknown, reply: FastifyReply) => {
    const up = await databaseAnswers(db, timeoutMs);
    const waitingFor = checks.map((check) => check()).filter((reason): reason is string => reason !== undefined);
    const answer = !up
      ? healthAnswers.down
      : waitingFor.length > 0
        ? { status: 'starting', waitingFor }
        : healthAnswers.up;
    return reply
      .code(up && waitingFor.length === 0 ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  };
  app.get(healthPath, ready);
  app.get(readinessPath, ready);
  app.get(livenessPath, async (_req, reply) => reply.header('cache-control', 'no-store').send(healthAnswers.alive));
}
