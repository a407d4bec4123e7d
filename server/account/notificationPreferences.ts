import type { NotificationPreferences, SavedNotificationPreferences } from '../../contracts/notificationPreferences';
import type { Db, Queryable } from '../db/types';
import type { Footprint } from '../http/footprint';

/*
 * The student's notification choices and inactivity warning (02 §2 settings). Each choice is a column of
 * `students` with the time of its last change (null: as given at registration); every change is also a row of
 * `preference_changes` with the request's footprint, so an opt-in or opt-out can be shown later (consent records).
 */

type Preference = keyof NotificationPreferences;

/** Each choice's column and its last-change column (constants: the only names put into SQL text). */
const columns: Record<Preference, { value: string; changedAt: string }> = {
  emailUpdates: { value: 'is_opt_mail', changedAt: 'opt_mail_changed_at' },
  smsAlerts: { value: 'is_opt_sms', changedAt: 'opt_sms_changed_at' },
  inactivityWarning: { value: 'inactivity_timeout_enabled', changedAt: 'inactivity_timeout_changed_at' },
};
const preferences = Object.keys(columns) as Preference[];

interface PreferenceRow {
  is_opt_mail: boolean;
  is_opt_sms: boolean;
  inactivity_timeout_enabled: boolean;
  mobile_number: string | null;
}

const selectRow = `select is_opt_mail, is_opt_sms, inactivity_timeout_enabled, mobile_number from students
  where student_id = $1`;

const savedOf = (row: PreferenceRow): SavedNotificationPreferences => ({
  emailUpdates: row.is_opt_mail,
  smsAlerts: row.is_opt_sms,
  inactivityWarning: row.inactivity_timeout_enabled,
  mobileNumberOnFile: (row.mobile_number ?? '').trim() !== '',
});

/** The student's saved choices; undefined when there is no such student. */
export async function readPreferences(db: Queryable, studentId: number) {
  const [row] = await db.query<PreferenceRow>(selectRow, [studentId]);
  return row ? savedOf(row) : undefined;
}

/** Refused: SMS alerts without a mobile number on the profile. */
export class MobileNumberRequired extends Error {}

/**
 * Saves the choices in one transaction (the row is locked, so two saves at once record their changes in order).
 * Only changed choices get a new time and a history row. Throws `MobileNumberRequired` for SMS alerts without a mobile
 * number; undefined when there is no such student.
 */
export async function savePreferences(
  db: Db,
  studentId: number,
  choices: NotificationPreferences,
  footprint: Footprint,
  now: Date,
): Promise<SavedNotificationPreferences | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<PreferenceRow>(`${selectRow} for update`, [studentId]);
    if (!row) return undefined;
    const before = savedOf(row);
    if (choices.smsAlerts && !before.mobileNumberOnFile) throw new MobileNumberRequired();
    const changed = preferences.filter((p) => choices[p] !== before[p]);
    if (changed.length === 0) return before;
    const sets = changed.flatMap((p, i) => [`${columns[p].value} = $${i + 3}`, `${columns[p].changedAt} = $2`]);
    await tx.query(`update students set ${sets.join(', ')}, updated_at = $2 where student_id = $1`, [
      studentId,
      now,
      ...changed.map((p) => choices[p]),
    ]);
    for (const p of changed) {
      await tx.query(
        `insert into preference_changes (student_id, preference, enabled, changed_at, ip_address, user_agent)
         values ($1, $2, $3, $4, $5, $6)`,
        [studentId, p, choices[p], now, footprint.ipAddress, footprint.userAgent],
      );
    }
    return { ...before, ...choices };
  });
}
