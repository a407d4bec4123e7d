import { timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import { accessDeniedMessage } from '../auth/sessions';
import type { Ctx } from '../context';
import { ApiError } from './envelope';

/** Operators only: the x-admin-key header against ADMIN_KEY (no key configured: the endpoints do not exist). */
export function requireOperator(ctx: Ctx, req: FastifyRequest) {
  const key = ctx.config.adminKey;
  if (!key) throw new ApiError(404, 'Not found', failureCodes.notFound);
  const given = Buffer.from(String(req.headers['x-admin-key'] ?? ''));
  const expected = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
}
