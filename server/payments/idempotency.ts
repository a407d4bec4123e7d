import { createHash } from 'node:crypto';

import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import type { Db, Queryable } from '../db/types';
import { ApiError, type EnvelopeBody } from '../http/envelope';

/**
 * Checkout idempotency: the (student, key) row is inserted first (unique primary key), so of two concurrent
 * requests exactly one proceeds. The winner stores its answer in the payment's own database transaction; the other
 * waits for it and answers the same. A failed attempt deletes its row (the same key may be tried again).
 */

export const idempotencyWaitMs = 5000;
const pollMs = 25;

export interface StoredAnswer {
  httpStatus: number;
  body: EnvelopeBody;
}

/** A stable fingerprint of the request (key order independent). */
export function requestFingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Claims the key for this request, or answers the stored result of an earlier identical request. */
export async function claimIdempotencyKey(
  db: Db,
  studentId: number,
  key: string,
  fingerprint: string,
  now: () => Date,
): Promise<{ claimed: true } | { claimed: false; answer: StoredAnswer }> {
  const deadline = Date.now() + idempotencyWaitMs;
  for (;;) {
    const [inserted] = await db.query(
      `insert into checkout_idempotency (student_id, idempotency_key, request_hash, created_at) values ($1, $2, $3, $4)
       on conflict (student_id, idempotency_key) do nothing returning idempotency_key`,
      [studentId, key, fingerprint, now()],
    );
    if (inserted) return { claimed: true };
    const [row] = await db.query<{ request_hash: string; http_status: number | null; response: EnvelopeBody | null }>(
      'select request_hash, http_status, response from checkout_idempotency where student_id = $1 and idempotency_key = $2',
      [studentId, key],
    );
    if (!row) continue; // the first attempt failed and released the key: try to claim it again
    if (row.request_hash !== fingerprint) {
      throw new ApiError(
        409,
        'This payment key was already used for a different payment.',
        checkoutFailureCodes.idempotencyConflict,
      );
    }
    if (row.response && row.http_status)
      return { claimed: false, answer: { httpStatus: row.http_status, body: row.response } };
    if (Date.now() >= deadline)
      throw new ApiError(409, checkoutMessages.paymentInProgress, checkoutFailureCodes.paymentInProgress);
    await sleep(pollMs);
  }
}

/** Stores the answer (inside the payment's transaction, so answer and payment commit together). */
export async function completeIdempotencyKey(
  tx: Queryable,
  studentId: number,
  key: string,
  answer: StoredAnswer,
  now: Date,
) {
  await tx.query(
    `update checkout_idempotency set http_status = $3, response = $4, completed_at = $5 where student_id = $1 and idempotency_key = $2`,
    [studentId, key, answer.httpStatus, JSON.stringify(answer.body), now],
  );
}

export async function releaseIdempotencyKey(db: Queryable, studentId: number, key: string) {
  await db.query(
    'delete from checkout_idempotency where student_id = $1 and idempotency_key = $2 and response is null',
    [studentId, key],
  );
}

/** The answer stored for a key (when a commit went through but its caller saw an error). */
export async function storedAnswer(db: Queryable, studentId: number, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db.query<{ http_status: number | null; response: EnvelopeBody | null }>(
    'select http_status, response from checkout_idempotency where student_id = $1 and idempotency_key = $2',
    [studentId, key],
  );
  return row?.response && row.http_status ? { httpStatus: row.http_status, body: row.response } : undefined;
}
