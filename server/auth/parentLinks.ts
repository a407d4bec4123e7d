import type { FastifyRequest } from 'fastify';

import type { ParentTokenClaims } from '../../contracts/entryLinks';
import * as apiPaths from '../../contracts/paths';
import { minutes } from '../clock';
import type { Queryable } from '../db/types';
import { parentTokenSecret, parentTokenVerifyingSecrets, signParentToken, verifyParentToken } from './parentToken';
import { randomToken } from './tokens';

/**
 * Parent links: a parent token is single-purpose and revocable (a mailed link must not stay a key to the account). It opens only the calls of the parent's
 * pages, and only while its `parent_links` row (the token's `jti`) is live: not revoked (logout with the token, the
 * student's password reset), not expired, and its order not yet paid.
 */

/** Once the order is paid the link has done its job: only the thank-you page's calls, for a short while. */
const thankYouCalls = new Set([
  `GET ${apiPaths.studentDetails}`,
  `POST ${apiPaths.purchaseDetails}`,
  `GET ${apiPaths.receipt}`,
  `POST ${apiPaths.receiptEmail}`,
  `POST ${apiPaths.logout}`,
]);

/** The calls of the app's parent pages: parent cart, payment, parent verification, and the thank-you page's. */
const parentPageCalls = new Set([
  ...thankYouCalls,
  `POST ${apiPaths.upsellSave}`,
  `POST ${apiPaths.discount}`,
  `GET ${apiPaths.paymentClientTokens}`,
  `POST ${apiPaths.paymentMethod}`,
  `POST ${apiPaths.checkout}`,
  `POST ${apiPaths.parentVerification}`,
]);
/** Long enough to read and download the receipt after paying. */
export const parentLinkReceiptGraceMs = minutes(30);

const callOf = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? ''}`;

export interface LiveParentLink {
  parentLinkId: string;
  claims: ParentTokenClaims;
  /** When the linked order was paid (the link then only opens the thank-you calls for a while). */
  paidAt: Date | undefined;
}

/** Signs a parent token whose `jti` is a new `parent_links` row (issued links are listed and revocable). */
export async function issueParentToken(
  db: Queryable,
  claims: ParentTokenClaims,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const parentLinkId = randomToken();
  const signed = signParentToken(await parentTokenSecret(db), claims, now, parentLinkId);
  await db.query(
    `insert into parent_links (parent_link_id, student_id, student_payment_trx_id, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [parentLinkId, claims.studentId, claims.studentPaymentTrxId, now, signed.expiresAt],
  );
  return signed;
}

/**
 * A correctly signed, unexpired token whose link is neither revoked nor (past the receipt grace) paid; undefined
 * otherwise, also for tokens signed before links had ids. The order counts as paid when the link was marked so
 * (`endParentLinksForPayment`) or when its transaction — for a link without one, any payment of the student made
 * after the link was issued — is Completed.
 */
export async function liveParentLink(db: Queryable, token: string, now: Date): Promise<LiveParentLink | undefined> {
  const verified = verifyParentToken(await parentTokenVerifyingSecrets(db), token, now);
  if (!verified?.jti) return undefined;
  const [row] = await db.query<{ revoked_at: Date | null; expires_at: Date; paid_at: Date | null }>(
    `select l.revoked_at, l.expires_at,
       coalesce(l.paid_at, (
         select min(coalesce(p.paid_at, p.created_at)) from payment_transactions p
         where p.status = 'Completed'
           and (p.payment_trx_id = l.student_payment_trx_id
             or (l.student_payment_trx_id is null and p.student_id = l.student_id and coalesce(p.paid_at, p.created_at) >= l.created_at))
       )) as paid_at
     from parent_links l where l.parent_link_id = $1 and l.student_id = $2`,
    [verified.jti, verified.studentId],
  );
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  const paidAt = row.paid_at ? new Date(row.paid_at) : undefined;
  if (paidAt && paidAt.getTime() + parentLinkReceiptGraceMs <= now.getTime()) return undefined;
  const { expiresAt: _e, jti, ...claims } = verified;
  return { parentLinkId: jti, claims, paidAt };
}

/**
 * Whether a live link may make this call: 'ok'; 'outOfScope' for a call outside the parent's pages (403); 'ended'
 * for any but the thank-you calls once the order is paid (401: the link has done its job).
 */
export function parentLinkCall(link: LiveParentLink, req: FastifyRequest): 'ok' | 'outOfScope' | 'ended' {
  const call = callOf(req);
  if (link.paidAt) return thankYouCalls.has(call) ? 'ok' : 'ended';
  return parentPageCalls.has(call) ? 'ok' : 'outOfScope';
}

/** Ends one link (logout with the parent token). */
export async function revokeParentLink(db: Queryable, parentLinkId: string, now: Date, reason: string) {
  await db.query(
    'update parent_links set revoked_at = $2, revoked_reason = $3 where parent_link_id = $1 and revoked_at is null',
    [parentLinkId, now, reason],
  );
}

/** Ends every link of a student (password reset: whoever had a link loses it with the old password). */
export async function revokeParentLinksOfStudent(db: Queryable, studentId: number, now: Date, reason: string) {
  await db.query(
    'update parent_links set revoked_at = $2, revoked_reason = $3 where student_id = $1 and revoked_at is null',
    [studentId, now, reason],
  );
}

/**
 * Marks the links of a paid order as paid, in the payment's transaction (the checkout calls it): links of that
 * transaction, and the student's links that name no transaction. They then open only the thank-you calls, for
 * `parentLinkReceiptGraceMs`.
 */
export async function endParentLinksForPayment(tx: Queryable, studentPaymentTrxId: number, now: Date = new Date()) {
  await tx.query(
    `update parent_links l set paid_at = $2
     from payment_transactions p
     where p.payment_trx_id = $1 and l.revoked_at is null and l.paid_at is null
       and (l.student_payment_trx_id = p.payment_trx_id or (l.student_payment_trx_id is null and l.student_id = p.student_id))`,
    [studentPaymentTrxId, now],
  );
}
