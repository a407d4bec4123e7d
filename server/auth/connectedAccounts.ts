import type { SocialProvider } from '../../contracts/auth';
import { socialProviders } from '../../contracts/auth';
import type { ConnectedAccount } from '../../contracts/connectedAccounts';
import type { Db, Queryable } from '../db/types';
import { findStudentByEmail, findStudentById, type StudentRow } from '../students';
import type { SocialIdentity, SocialProviderRegistry } from './social';

/*
 * Connected sign-in accounts (02 §2 integration): a provider account, known by its ID token's subject, linked to one
 * student. Social sign-in finds the student only by such a link. A provider account is linked only by a signed-in
 * student (the password, or a session it gave), never by a matching e-mail: a provider that vouches for an address
 * proves who reads its mail, not that they know the account's password.
 */

interface LinkRow {
  provider: SocialProvider;
  email: string;
  connected_at: Date | string;
}

/** Every provider with the student's account of it, in the order of `socialProviders`. */
export async function listConnectedAccounts(
  db: Queryable,
  studentId: number,
  social: SocialProviderRegistry,
): Promise<ConnectedAccount[]> {
  const rows = await db.query<LinkRow>(
    'select provider, email, connected_at from connected_accounts where student_id = $1',
    [studentId],
  );
  return socialProviders.map((provider) => {
    const link = rows.find((r) => r.provider === provider);
    return {
      provider,
      configured: social[provider] !== undefined,
      connected: link !== undefined,
      email: link?.email || null,
      connectedAt: link ? new Date(link.connected_at).toISOString() : null,
    };
  });
}

/** Refusals of a connect: the provider account is another student's, or the student has another one of it. */
export class ConnectRefused extends Error {
  constructor(readonly reason: 'takenByAnother' | 'providerConnected') {
    super(reason);
  }
}

/**
 * Links the provider account to the student, in one transaction. The student's row is locked first, so two connects of
 * one student run one after the other. Connecting the same account again keeps the link (its e-mail refreshed).
 */
export async function connectAccount(
  db: Db,
  studentId: number,
  provider: SocialProvider,
  identity: SocialIdentity,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select 1 from students where student_id = $1 for update', [studentId]);
    const [own] = await tx.query<{ subject: string }>(
      'select subject from connected_accounts where student_id = $1 and provider = $2',
      [studentId, provider],
    );
    if (own && own.subject !== identity.subject) throw new ConnectRefused('providerConnected');
    if (own) {
      await tx.query('update connected_accounts set email = $3 where student_id = $1 and provider = $2', [
        studentId,
        provider,
        identity.email,
      ]);
      return;
    }
    const inserted = await tx.query(
      `insert into connected_accounts (student_id, provider, subject, email, connected_at) values ($1, $2, $3, $4, $5)
       on conflict (provider, subject) do nothing returning connected_account_id`,
      [studentId, provider, identity.subject, identity.email, now],
    );
    if (inserted.length === 0) throw new ConnectRefused('takenByAnother');
  });
}

/** Removes the student's account of the provider (nothing when there is none). */
export async function disconnectAccount(db: Queryable, studentId: number, provider: SocialProvider): Promise<void> {
  await db.query('delete from connected_accounts where student_id = $1 and provider = $2', [studentId, provider]);
}

/**
 * Social sign-in's student: the one the provider account is connected to. Otherwise why not: a student has the
 * address the provider verified (`notConnected`: sign in with the password and connect it), the provider did not
 * verify the address (`emailUnverified`: it names no one), or no student has it (`noAccount`).
 */
export type SocialMatch =
  { kind: 'connected'; student: StudentRow } | { kind: 'notConnected' | 'emailUnverified' | 'noAccount' };

export async function studentOfSocialIdentity(
  db: Queryable,
  provider: SocialProvider,
  identity: SocialIdentity,
): Promise<SocialMatch> {
  const [link] = await db.query<{ student_id: number }>(
    'select student_id from connected_accounts where provider = $1 and subject = $2',
    [provider, identity.subject],
  );
  const student = link ? await findStudentById(db, link.student_id) : undefined;
  if (student) return { kind: 'connected', student };
  if (!identity.emailVerified) return { kind: 'emailUnverified' };
  return (await findStudentByEmail(db, identity.email)) ? { kind: 'notConnected' } : { kind: 'noAccount' };
}
