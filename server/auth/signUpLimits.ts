import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Ctx } from '../context';
import { attemptLimits, limitKeys, takeAttemptsOrRefuse } from './throttle';

/**
 * Counts a sign-up (registration or express) for the client address and the e-mail before it hashes a password or
 * mails anything; 429 RATE_LIMITED with Retry-After past either limit. Every sign-up counts, successful or not: the
 * cost is the same, and a new account per request is what a flood would make.
 */
export const takeSignUpAttempt = (ctx: Ctx, req: FastifyRequest, reply: FastifyReply, email: string) =>
  takeAttemptsOrRefuse(ctx.db, reply, ctx.clock(), [
    [
      { ...attemptLimits.signUpAddress, threshold: ctx.config.limits.signUpsPerAddress },
      limitKeys.signUpAddress(req.ip),
    ],
    [attemptLimits.signUpEmail, limitKeys.signUpEmail(email)],
  ]);
