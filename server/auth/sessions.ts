import type { FastifyRequest } from 'fastify';

import { parentTokenFailureCodes, parentTokenMessages } from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import { headerNames } from '../../contracts/headers';
import { addMs, type Clock, hours } from '../clock';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { keepStudentLanguage } from '../i18n/studentLanguage';
import { liveParentLink, parentLinkCall, revokeParentLinksOfStudent } from './parentLinks';
import { isParentTokenShape } from './parentToken';
import { randomToken, sha256 } from './tokens';

export const sessionLifetimeMs = hours(12);
export const signInAgainMessage = 'Please sign in again.';
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';
export const accessDeniedMessage = 'Access Denied';

export interface Session {
  /** 0 for a parent-flow token (nothing to revoke). */
  sessionId: number;
  studentId: number;
  tokenHash: string;
  /** Authenticated by a parent-flow token (Authorization header without 'Bearer '). */
  viaParentToken?: boolean;
  /** The parent link (the token's `jti`) of a parent-flow token: what logout ends. */
  parentLinkId?: string;
}

export async function createSession(db: Queryable, studentId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.query('insert into sessions (token_hash, student_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    sha256(token),
    studentId,
    now,
    addMs(now, sessionLifetimeMs),
  ]);
  return token;
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date) {
  await db.query('update sessions set revoked_at = $2 where session_id = $1 and revoked_at is null', [sessionId, now]);
}

/** Every session of the student, and every parent link (a password reset or change ends all of them). */
/** Every session of the student but this one (a password change keeps the device it was made on signed in). */
export async function revokeOtherSessions(db: Queryable, studentId: number, keepSessionId: number, now: Date) {
  await db.query(
    'update sessions set revoked_at = $3 where student_id = $1 and session_id <> $2 and revoked_at is null',
    [studentId, keepSessionId, now],
  );
  await revokeParentLinksOfStudent(db, studentId, now, 'password');
}

export async function revokeAllSessions(db: Queryable, studentId: number, now: Date) {
  await db.query('update sessions set revoked_at = $2 where student_id = $1 and revoked_at is null', [studentId, now]);
  await revokeParentLinksOfStudent(db, studentId, now, 'password');
}

/** The bearer token of a request; the parent-flow token comes without the `Bearer` prefix. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const raw = req.headers[headerNames.authorization];
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(raw.trim());
  return (m ? m[1] : raw).trim() || undefined;
}

/**
 * Resolves the session of a student-scoped request, or throws the 401 the app reacts to.
 * A `studentid` header naming another student than the token's is refused with 403.
 */
export async function requireSession(db: Queryable, req: FastifyRequest, clock: Clock): Promise<Session> {
  const token = bearerToken(req);
  if (!token) throw new ApiError(401, signInAgainMessage, failureCodes.unauthorized);
  const tokenHash = sha256(token);
  const raw = String(req.headers[headerNames.authorization] ?? '').trim();
  if (!/^Bearer\s/i.test(raw) && isParentTokenShape(token)) {
    // The parent flow sends its signed token without 'Bearer ': it acts for the token's student, on the parent's pages only.
    const link = await liveParentLink(db, token, clock());
    const call = link ? parentLinkCall(link, req) : 'ended';
    if (!link || call === 'ended')
      throw new ApiError(401, parentTokenMessages.invalid, parentTokenFailureCodes.invalid);
    if (call === 'outOfScope') throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    const session: Session = {
      sessionId: 0,
      studentId: link.claims.studentId,
      tokenHash,
      viaParentToken: true,
      parentLinkId: link.parentLinkId,
    };
    checkStudentHeader(req, session);
    return session;
  }
  const [row] = await db.query<{ session_id: number; student_id: number; expires_at: Date; revoked_at: Date | null }>(
    'select session_id, student_id, expires_at, revoked_at from sessions where token_hash = $1',
    [tokenHash],
  );
  if (!row) throw new ApiError(401, signInAgainMessage, failureCodes.unauthorized);
  if (row.revoked_at) throw new ApiError(401, signInAgainMessage, failureCodes.unauthorized, { session: false });
  if (new Date(row.expires_at).getTime() <= clock().getTime()) {
    throw new ApiError(401, sessionExpiredMessage, failureCodes.tokenExpired);
  }
  const session = { sessionId: row.session_id, studentId: row.student_id, tokenHash };
  checkStudentHeader(req, session);
  // The student's own calls only: a parent's browser does not choose the student's language.
  await keepStudentLanguage(db, req, session);
  return session;
}

/** `requireSession` for the student's own calls: a parent acting through a payment link is refused with 403. */
export async function requireStudentSession(db: Queryable, req: FastifyRequest, clock: Clock): Promise<Session> {
  const session = await requireSession(db, req, clock);
  if (session.viaParentToken) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
  return session;
}

function checkStudentHeader(req: FastifyRequest, session: Session) {
  const header = req.headers[headerNames.studentId];
  if (typeof header === 'string' && /^\d+$/.test(header.trim())) assertOwnStudent(session, Number(header));
}

/** A live session token's student (no 401 thrown): for calls that take the token as a query parameter. */
export async function sessionStudentOf(db: Queryable, token: string, now: Date): Promise<number | undefined> {
  const [row] = await db.query<{ student_id: number }>(
    'select student_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2',
    [sha256(token), now],
  );
  return row?.student_id;
}

/** 403 'Access Denied' when the token belongs to another student than the one asked for. */
export function assertOwnStudent(session: Session, studentId: number | undefined) {
  if (studentId !== undefined && studentId !== session.studentId) {
    throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
  }
}
