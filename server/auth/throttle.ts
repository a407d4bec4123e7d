import type { FastifyReply } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import { type AttemptLimitName, attemptLimitNames, type RefusalParams } from '../../contracts/refusalParams';
import { hours, minutes } from '../clock';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

/**
 * Attempt limits with growing delays (against password, code and mail guessing or flooding), counted in the database (`attempt_limits`) so every server process
 * and a restarted one see the same counts. `takeAttempt` counts an attempt *before* the guess is checked, so
 * parallel requests cannot get past the limit (a right guess gives it back); `waitFor` + `countFailure` count only
 * failures, for keys many people share (an address), where a burst of right sign-ins must not lock anyone out.
 * A refused attempt is not counted and checks nothing.
 *
 * A limit: `threshold` attempts are free; after that each attempt waits `firstDelayMs` after the previous one,
 * doubling per attempt up to `maxDelayMs`. The count is forgotten `forgetAfterMs` after the last attempt.
 */
export interface AttemptLimit {
  threshold: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** Every limit in one place, with its reason. */
export const attemptLimits = {
  /**
   * Wrong passwords for one account (the normalised e-mail, known or not, so a lock-out reveals nothing): five typos
   * are normal; then 30 s, 1, 2, 4, 8 and 15 minutes: an online guesser gets about 4 guesses an hour instead of
   * 35 a second. A successful sign-in clears the count.
   */
  signInAccount: { threshold: 5, firstDelayMs: 30_000, maxDelayMs: minutes(15), forgetAfterMs: hours(24) },
  /**
   * Wrong passwords from one address over all accounts (credential stuffing, the flood): higher than per account
   * because schools and offices share an address; about 20 per 10 minutes.
   */
  signInAddress: { threshold: 20, firstDelayMs: 30_000, maxDelayMs: minutes(10), forgetAfterMs: minutes(10) },
  /** Wrong e-mail codes of one student: 5 per code lifetime (15 minutes), however many codes were mailed. */
  emailCode: { threshold: 5, firstDelayMs: minutes(15), maxDelayMs: minutes(15), forgetAfterMs: minutes(15) },
  /** Reset-password requests from one address (each may mail someone): 10, then 1, 2, 4, 8, 15 minutes apart. */
  resetAddress: { threshold: 10, firstDelayMs: minutes(1), maxDelayMs: minutes(15), forgetAfterMs: hours(1) },
  /**
   * Unknown certificate codes from one address (guessing; a clerk mistyping a code is the normal case): 10 misses,
   * then 1, 2, 4 … 60 minutes apart. Right codes never count, so a court checking many certificates is not slowed.
   */
  certificateLookup: { threshold: 10, firstDelayMs: minutes(1), maxDelayMs: hours(1), forgetAfterMs: hours(6) },
  /**
   * Support tickets of one student (each mails support): 10 an hour is more than anyone with a real problem writes;
   * after the 10th the next waits an hour after the last, when the count starts again.
   */
  supportTicket: { threshold: 10, firstDelayMs: hours(1), maxDelayMs: hours(1), forgetAfterMs: hours(1) },
  /**
   * Document filings of one student (each up to 10 MB, decoded and re-encoded): two types, each filed again a
   * few times, is well under 20 an hour; after the 20th the next waits an hour.
   */
  documentUpload: { threshold: 20, firstDelayMs: hours(1), maxDelayMs: hours(1), forgetAfterMs: hours(1) },
  /**
   * Wrong two-factor codes of one student (the sign-in's second step and the settings, counted together): like wrong
   * passwords. A sign-in challenge also dies after 5 wrong codes, but a thief with the password could ask for new
   * ones; this count makes the sixth and later guesses wait 30 s, 1, 2 … 15 minutes. A right code clears it.
   */
  twoFactorCode: { threshold: 5, firstDelayMs: 30_000, maxDelayMs: minutes(15), forgetAfterMs: hours(24) },
  /**
   * Connecting a sign-in account (02 §2 integration): each attempt verifies a provider token and may fetch the
   * provider's keys. Ten an hour is far more than anyone connecting two accounts needs; then 1, 2 … 15 minutes apart.
   * A connect that succeeds gives its attempt back.
   */
  socialConnect: { threshold: 10, firstDelayMs: minutes(1), maxDelayMs: minutes(15), forgetAfterMs: hours(1) },
  /**
   * Sign-ups (registration and express) from one client address: each hashes a password or mails a link. A class
   * registering together from one school address is 30 at most; then 1, 2, 4 … 15 minutes apart, forgotten after a
   * quiet hour.
   */
  signUpAddress: { threshold: 30, firstDelayMs: minutes(1), maxDelayMs: minutes(15), forgetAfterMs: hours(1) },
  /**
   * Sign-ups for one e-mail address: the first one normally takes the address; more are retries of a refusal (a taken
   * vehicle tag, a double submit). Five, then 1, 2, 4 … 15 minutes apart.
   */
  signUpEmail: { threshold: 5, firstDelayMs: minutes(1), maxDelayMs: minutes(15), forgetAfterMs: hours(1) },
  /**
   * Parent payment links one student mails (each a mail to an address the student types): a typo or two and a
   * resend are normal; after 5 the next waits 10 minutes, doubling to an hour, forgotten after a quiet day.
   */
  parentLinkStudent: { threshold: 5, firstDelayMs: minutes(10), maxDelayMs: hours(1), forgetAfterMs: hours(24) },
  /**
   * Parent links mailed to one address, by any student: a parent of several students gets one each; more is someone
   * using the mail against that address. Five a day, then hours apart.
   */
  parentLinkRecipient: { threshold: 5, firstDelayMs: hours(1), maxDelayMs: hours(6), forgetAfterMs: hours(24) },
} as const satisfies Record<string, AttemptLimit>;

/** How long to wait after the `count`-th attempt. */
export function delayAfter(limit: AttemptLimit, count: number): number {
  if (count < limit.threshold) return 0;
  return Math.min(limit.firstDelayMs * 2 ** Math.min(count - limit.threshold, 30), limit.maxDelayMs);
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Waits this process already knows of, per database: a flood of refused attempts is then answered without a query,
 * so it costs next to nothing. Safe to keep: a wait only ends with time, nothing lifts it earlier.
 */
const knownWaits = new WeakMap<object, Map<string, number>>();

/** A wait this process already knows of (no query); 0 when none. */
export function knownWait(db: object, key: string, now: Date): number {
  const until = knownWaits.get(db)?.get(key);
  return until !== undefined && until > now.getTime() ? until - now.getTime() : 0;
}

function rememberWait(db: object, key: string, now: Date, waitMs: number) {
  let waits = knownWaits.get(db);
  if (!waits) knownWaits.set(db, (waits = new Map()));
  if (waits.size >= 10_000) for (const [k, until] of waits) if (until <= now.getTime()) waits.delete(k);
  if (waits.size < 10_000) waits.set(key, now.getTime() + waitMs);
}

/**
 * Counts an attempt for `key` unless the key must still wait. One statement: concurrent attempts on one key are
 * serialised by its row.
 */
export async function takeAttempt(db: Queryable, limit: AttemptLimit, key: string, now: Date): Promise<Attempt> {
  const known = knownWait(db, key, now);
  if (known > 0) return { allowed: false, retryAfterMs: Math.max(known, 1000) };
  const counted = await db.query(
    `insert into attempt_limits as l (limit_key, failures, last_failed_at) values ($1, 1, $2)
     on conflict (limit_key) do update
       set failures = case when l.last_failed_at <= $2::timestamptz - $3::float8 * interval '1 millisecond' then 1 else l.failures + 1 end,
           last_failed_at = $2
       where l.last_failed_at <= $2::timestamptz - $3::float8 * interval '1 millisecond'
          or l.failures < $4::int
          or l.last_failed_at + least($5::float8 * power(2::float8, least(l.failures - $4::int, 30)), $6::float8) * interval '1 millisecond' <= $2::timestamptz
     returning failures`,
    [key, now, limit.forgetAfterMs, limit.threshold, limit.firstDelayMs, limit.maxDelayMs],
  );
  if (Math.random() < 0.01) await forgetOld(db, now);
  if (counted.length > 0) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(await waitFor(db, limit, key, now), 1000) };
}

/** How long the key must still wait (0: it may try now). Reads only. */
export async function waitFor(db: Queryable, limit: AttemptLimit, key: string, now: Date): Promise<number> {
  const known = knownWait(db, key, now);
  if (known > 0) return known;
  const [row] = await db.query<{ failures: number; last_failed_at: Date }>(
    'select failures, last_failed_at from attempt_limits where limit_key = $1',
    [key],
  );
  if (!row) return 0;
  const last = new Date(row.last_failed_at).getTime();
  const until = Math.min(last + delayAfter(limit, row.failures), last + limit.forgetAfterMs);
  const wait = Math.max(until - now.getTime(), 0);
  if (wait > 0) rememberWait(db, key, now, wait);
  return wait;
}

/** Counts a failure that was checked (after `waitFor` said go). */
export async function countFailure(db: Queryable, limit: AttemptLimit, key: string, now: Date) {
  await db.query(
    `insert into attempt_limits as l (limit_key, failures, last_failed_at) values ($1, 1, $2)
     on conflict (limit_key) do update
       set failures = case when l.last_failed_at <= $2::timestamptz - $3::float8 * interval '1 millisecond' then 1 else l.failures + 1 end,
           last_failed_at = $2`,
    [key, now, limit.forgetAfterMs],
  );
}

/** Takes back an attempt counted by `takeAttempt` that turned out to be no guess. */
export async function giveBackAttempt(db: Queryable, key: string) {
  await db.query('update attempt_limits set failures = greatest(failures - 1, 0) where limit_key = $1', [key]);
}

/** Forgets a key's count (a successful sign-in clears its account's). */
export async function clearAttempts(db: Queryable, key: string) {
  await db.query('delete from attempt_limits where limit_key = $1', [key]);
}

/** Rows no limit remembers any more (the longest forget time is a day). */
async function forgetOld(db: Queryable, now: Date) {
  await db.query('delete from attempt_limits where last_failed_at < $1', [new Date(now.getTime() - hours(48))]);
}

export const limitKeys = {
  signInAccount: (email: string) => `sign-in:account:${email.trim().toLowerCase()}`,
  signInAddress: (ip: string) => `sign-in:address:${ip}`,
  emailCode: (studentId: number) => `email-code:student:${studentId}`,
  resetAddress: (ip: string) => `reset:address:${ip}`,
  certificateLookup: (ip: string) => `certificate:address:${ip}`,
  passwordChange: (studentId: number) => `password-change:student:${studentId}`,
  supportTicket: (studentId: number) => `support-ticket:student:${studentId}`,
  documentUpload: (studentId: number) => `document-upload:student:${studentId}`,
  socialConnect: (studentId: number) => `social-connect:student:${studentId}`,
  twoFactorCode: (studentId: number) => `two-factor:student:${studentId}`,
  signUpAddress: (ip: string) => `sign-up:address:${ip}`,
  signUpEmail: (email: string) => `sign-up:email:${email.trim().toLowerCase()}`,
  parentLinkStudent: (studentId: number) => `parent-link:student:${studentId}`,
  parentLinkRecipient: (email: string) => `parent-link:recipient:${email.trim().toLowerCase()}`,
};

/** Whole minutes to wait (at least 1), as the messages say it. */
export const minutesToWait = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 60_000));
const minutesText = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

const limitSentences: Record<AttemptLimitName, string> = {
  [attemptLimitNames.signIn]: 'Too many sign-in attempts',
  [attemptLimitNames.passwordReset]: 'Too many password reset requests',
  [attemptLimitNames.attempts]: 'Too many attempts',
  [attemptLimitNames.certificateLookup]: 'Too many unknown codes were tried',
};
/** The English sentence of a wait refusal, kept beside its code and params for clients that show the message. */
const limitMessage = (limit: AttemptLimitName) => (retryAfterMs: number) =>
  `${limitSentences[limit]}. Please try again in ${minutesText(minutesToWait(retryAfterMs))}.`;

/** What the app words a wait refusal from: which limit, and the whole minutes to wait. */
export const limitParams = (limit: AttemptLimitName, retryAfterMs: number): RefusalParams => ({
  retryAfterMinutes: minutesToWait(retryAfterMs),
  limit,
});

/** Messages of refused attempts; the app words them from the code and `limitParams`, in the user's language. */
export const limitMessages = {
  signIn: limitMessage(attemptLimitNames.signIn),
  reset: limitMessage(attemptLimitNames.passwordReset),
  emailCode: limitMessage(attemptLimitNames.attempts),
  /** Any other limit (sign-ups, parent links, tickets, uploads): the same words as the e-mail code's. */
  attempts: limitMessage(attemptLimitNames.attempts),
  certificateLookup: limitMessage(attemptLimitNames.certificateLookup),
};

/** A wait refusal with a code other than RATE_LIMITED (the e-mail and authenticator codes' TOO_MANY_ATTEMPTS). */
export const waitRefusal = (httpStatus: number, code: string, limit: AttemptLimitName, retryAfterMs: number) =>
  new ApiError(httpStatus, limitMessage(limit)(retryAfterMs), code, {}, limitParams(limit, retryAfterMs));

/**
 * Counts an attempt on each limit in turn (`takeAttempt`); the first that must wait answers 429 RATE_LIMITED with
 * Retry-After and the general wording.
 */
export async function takeAttemptsOrRefuse(
  db: Queryable,
  reply: FastifyReply,
  now: Date,
  limits: readonly (readonly [AttemptLimit, string])[],
): Promise<void> {
  for (const [limit, key] of limits) {
    const attempt = await takeAttempt(db, limit, key, now);
    if (!attempt.allowed) throw rateLimited(reply, attempt.retryAfterMs, attemptLimitNames.attempts);
  }
}

/**
 * 429 RATE_LIMITED with `Retry-After` (seconds) and the limit's params; the error handler keeps headers set on the
 * reply.
 */
export function rateLimited(reply: FastifyReply, retryAfterMs: number, limit: AttemptLimitName): ApiError {
  reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return waitRefusal(429, failureCodes.rateLimited, limit, retryAfterMs);
}
