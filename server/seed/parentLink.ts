import { issueParentLink } from '../checkout/parentLink';
import { type Clock, systemClock } from '../clock';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import { storedLanguage } from '../i18n/serverText';
import { bodyOnceDelivered } from '../mail/secrets';
import { seededAccounts } from './accounts';

/** The parent of the seeded pending student: the dev mailbox holds a parent link for pending@example.com's course 611. */
export const seededParentEmail = 'parent@example.com';

/**
 * Mails one parent link (signed like POST parentToken, valid 7 days) for pending@example.com's course to
 * parent@example.com, once: nothing happens when that address already has mail. Runs at server start (main.ts),
 * after buildApp (which sets the parent-token key); returns the link when one was mailed now.
 */
export async function seedParentLink(
  db: Db,
  config: Pick<ServerConfig, 'publicUrl'>,
  clock: Clock = systemClock,
): Promise<string | undefined> {
  const [existing] = await db.query('select 1 from outbox where lower(to_address) = lower($1) limit 1', [
    seededParentEmail,
  ]);
  if (existing) return undefined;
  const [row] = await db.query<{
    student_id: number;
    organisation_id: number;
    default_st_payment_trx_id: number | null;
    first_name: string;
    last_name: string;
    name: string;
    config_course_id: number;
    language: string;
  }>(
    `select sc.config_course_id, s.language, s.student_id, s.organisation_id, s.default_st_payment_trx_id, s.first_name, s.last_name, c.name
     from students s join student_courses sc on sc.student_id = s.student_id join course_configs c on c.config_course_id = sc.config_course_id
     where lower(s.email) = lower($1) order by sc.student_course_id limit 1`,
    [seededAccounts.pending.email],
  );
  if (!row) return undefined;
  const now = clock();
  const issued = await issueParentLink(
    {
      db,
      publicUrl: config.publicUrl,
      now,
      send: (to, mail) =>
        db.query(
          'insert into outbox (to_address, subject, body, delivered_body, created_at) values ($1, $2, $3, $4, $5)',
          [to, mail.subject, mail.body, bodyOnceDelivered(mail.body, mail.secrets), now],
        ),
    },
    {
      primaryConfigCourseId: row.config_course_id,
      secondaryConfigCourseIds: [],
      organisationId: row.organisation_id,
      studentId: row.student_id,
      studentPaymentTrxId: row.default_st_payment_trx_id,
    },
    seededParentEmail,
    `${row.first_name} ${row.last_name}`.trim(),
    row.name,
    storedLanguage(row.language),
  );
  return issued.parentLink;
}
