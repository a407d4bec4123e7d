import type { FastifyReply, FastifyRequest } from 'fastify';

import { attemptLimitNames } from '../../contracts/refusalParams';
import type { Ctx } from '../context';
import {
  attemptLimits,
  clearAttempts,
  countFailure,
  giveBackAttempt,
  knownWait,
  limitKeys,
  rateLimited,
  takeAttempt,
  waitFor,
} from './throttle';

/**
 * A refusal this process already knew of is answered after this pause: a client hammering a locked account then
 * waits on its own connection instead of taking turns from everybody else (without it the 50-connection
 * flood, now thousands of cheap refusals a second, still halved other traffic; see `npm run bench:signin`). Holding
 * an answer costs a timer, not CPU. The first refusal is answered at once. Server tests that send hundreds of
 * refusals set it to 0.
 */
export const repeatedRefusalPause = { ms: 1000 };

export interface PasswordGuess {
  /** The password was wrong: the address is charged (the account was charged up front). */
  failed(): Promise<void>;
  /** The password was right: the account's count is cleared. */
  passed(): Promise<void>;
  /** The answer does not depend on the password (nothing was checked): the account's attempt is given back. */
  notAGuess(): Promise<void>;
}

/**
 * Checks the account (normalised e-mail) and client address limits before the password is checked, so a guess
 * during a lock-out costs no hashing and reveals nothing: 429 RATE_LIMITED with Retry-After. The account's guess is
 * counted up front (parallel guesses cannot pass the limit; more than 5 sign-ins of one account in flight at once
 * are refused); the address counts only wrong passwords, so a class signing in together from one school address is
 * never locked out. Shared by the login and the legacy login (both take password guesses).
 */
export async function beginPasswordGuess(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<PasswordGuess> {
  const now = ctx.clock();
  const addressKey = limitKeys.signInAddress(req.ip);
  const accountKey = limitKeys.signInAccount(email);
  // A wait already known in memory is answered without a query: a flood on a locked account costs next to nothing.
  const known = Math.max(knownWait(ctx.db, accountKey, now), knownWait(ctx.db, addressKey, now));
  if (known > 0) {
    if (repeatedRefusalPause.ms > 0) await new Promise((resolve) => setTimeout(resolve, repeatedRefusalPause.ms));
    throw rateLimited(reply, known, attemptLimitNames.signIn);
  }
  const addressWait = await waitFor(ctx.db, attemptLimits.signInAddress, addressKey, now);
  if (addressWait > 0) throw rateLimited(reply, addressWait, attemptLimitNames.signIn);
  const account = await takeAttempt(ctx.db, attemptLimits.signInAccount, accountKey, now);
  if (!account.allowed) throw rateLimited(reply, account.retryAfterMs, attemptLimitNames.signIn);
  return {
    failed: () => countFailure(ctx.db, attemptLimits.signInAddress, addressKey, ctx.clock()),
    passed: () => clearAttempts(ctx.db, accountKey),
    notAGuess: () => giveBackAttempt(ctx.db, accountKey),
  };
}
