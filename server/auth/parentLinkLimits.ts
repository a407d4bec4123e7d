import type { FastifyReply } from 'fastify';

import type { Ctx } from '../context';
import { attemptLimits, limitKeys, takeAttemptsOrRefuse } from './throttle';

/**
 * Counts a parent payment link for the student who asks and the address it goes to, before anything is mailed: a
 * student cannot turn the link into a way of mailing any address over and over, and one address cannot be flooded
 * by many accounts. 429 RATE_LIMITED with Retry-After past either limit.
 */
export const takeParentLinkAttempt = (ctx: Ctx, reply: FastifyReply, studentId: number, parentEmail: string) =>
  takeAttemptsOrRefuse(ctx.db, reply, ctx.clock(), [
    [attemptLimits.parentLinkStudent, limitKeys.parentLinkStudent(studentId)],
    [
      { ...attemptLimits.parentLinkRecipient, threshold: ctx.config.limits.parentLinksPerRecipient },
      limitKeys.parentLinkRecipient(parentEmail),
    ],
  ]);
