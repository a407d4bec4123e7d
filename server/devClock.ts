import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';

import type { Clock } from './clock';
import { parseWith } from './http/envelope';
import { isLoopbackAddress } from './http/loopback';

/**
 * A clock the browser tests can move forward (DEV_CLOCK=true, never in production): seat time is credited against the
 * server's clock, so a Playwright test that fast-forwards the page's clock moves the server's by the same amount.
 */
export function createDevClock() {
  let offsetMs = 0;
  const clock: Clock = () => new Date(Date.now() + offsetMs);
  return {
    clock,
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export type DevClock = ReturnType<typeof createDevClock>;

/** POST /dev/clock { advanceMs }: moves the dev clock forward (from this machine only). */
export const devClockPath = '/dev/clock';
const advanceSchema = z.object({ advanceMs: z.int().check(z.positive(), z.maximum(7 * 86_400_000)) });

export function registerDevClockRoute(app: FastifyInstance, devClock: DevClock) {
  app.post(
    devClockPath,
    {
      onRequest: async (req, reply) => {
        if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
      },
    },
    async (req) => {
      devClock.advance(parseWith(advanceSchema, req.body, 'body').advanceMs);
      return { now: devClock.clock().toISOString() };
    },
  );
}
