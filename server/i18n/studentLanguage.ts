import type { FastifyRequest } from 'fastify';

import type { LanguageCode } from '../../contracts/languages';
import type { Queryable } from '../db/types';
import { requestLanguage } from './serverText';

/** The language last stored per session, per database: a call in the same language writes nothing. */
const storedPerSession = new WeakMap<Queryable, Map<number, LanguageCode>>();
/** Sessions remembered per database before the oldest are forgotten (a forgotten one costs one no-op update). */
const rememberedSessions = 10_000;

/**
 * Keeps students.language as the app's: the app names its language on every call (Accept-Language), so a student who
 * changes it while signed in gets the next mails in it (docs/architecture.md, "Server text in four languages"). A call
 * without one of our languages changes nothing. The update runs once per session and language on each instance.
 */
export async function keepStudentLanguage(
  db: Queryable,
  req: Pick<FastifyRequest, 'headers'>,
  session: { sessionId: number; studentId: number },
): Promise<void> {
  const language = requestLanguage(req);
  if (!language) return;
  let stored = storedPerSession.get(db);
  if (!stored) storedPerSession.set(db, (stored = new Map()));
  if (stored.get(session.sessionId) === language) return;
  await db.query('update students set language = $2 where student_id = $1 and language <> $2', [
    session.studentId,
    language,
  ]);
  stored.delete(session.sessionId);
  stored.set(session.sessionId, language);
  if (stored.size > rememberedSessions) stored.delete(stored.keys().next().value!);
}
