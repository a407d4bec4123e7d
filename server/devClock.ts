import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';

import type { Clock } from './clock';
import { parseWith } from './http/envelope';
import { isLoopbackAddress } from './http/loopback';

/**
 * A clock the browser tests can move forward (DEV_CLOCK=true, never in production): seat time is credited against the
 * server's clock, so a Playwright test that fast-forwards the page's clock moves the server's by the same amount.
 * `start` (DEV_CLOCK_START) fixes the time of day the tests run at: a daily cap that resets at midnight in Ohio must not
 * reset in the middle of a test because CI happened to run at 05:00 UTC.
 */
export function createDevClock(start?: Date) {
  let offsetMs = start ? start.getTime() - Date.now() : 0;
  const clock: Clock = () => new Date(Date.now() + offsetMs);
  return {
    clock,
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export type DevClock = ReturnType<typeof createDevClock>;

/** GET /dev/clock: the dev clock's time; POST /dev/clock { advanceMs }: moves it forward (from this machine only). */
export const devClockPath = '/dev/clock';
const advanceSchema = z.object({ advanceMs: z.int().check(z.positive(), z.maximum(7 * 86_400_000)) });

export function registerDevClockRoute(app: FastifyInstance, devClock: DevClock) {
  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
  };
  app.get(devClockPath, { onRequest }, async () => ({ now: devClock.clock().toISOString() }));
  app.post(devClockPath, { onRequest }, async (req) => {
    devClock.advance(parseWith(advanceSchema, req.body, 'body').advanceMs);
    return { now: devClock.clock().toISOString() };
  });
}
