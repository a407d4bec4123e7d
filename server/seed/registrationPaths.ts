import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { activeStudent, insertNewStudent } from './students';

/*
 * The browser paths of registration, express registration and the certificate check
 * (tests/model/<flow>.browser.ts): the organisation set-ups the other seeds have no example of, and a revoked
 * certificate. Every path that registers uses a fresh e-mail, so these organisations hold only the paths' own students.
 */

/** Organisations that register without an e-mail code, so the steps after a registration run without a person. */
export const registrationPathsOrganisations = {
  /** Sends texts (isTwilioRequired): the 'SMS Alert!' asks for consent before a registration without it. */
  textAlerts: { id: 3201, name: 'Text Alert Driving Partner', attributes: { EMAIL_VERIFICATION: 'false' } },
  /** The Arizona flow without the e-mail code: a registration goes straight to the AZ cart. */
  arizonaInstant: {
    id: 3202,
    name: 'Arizona Instant Access Partner',
    attributes: { EMAIL_VERIFICATION: 'false', AZ_FLOW: 'true' },
  },
  /** Sponsored without the e-mail code: the zero-amount checkout, then 'Your course has been allocated'. */
  sponsoredInstant: {
    id: 3203,
    name: 'Sponsored Instant Access Partner',
    attributes: { EMAIL_VERIFICATION: 'false', PAYMENT_BYPASS: 'true' },
  },
} as const;

/** A course of our own organisation (sold by every organisation) without extra fields or a bypass of its own. */
export const registrationPathsCourseId = 640;

/** The verification code of a certificate the school has revoked (the check says so). */
export const seededRevokedCode = 'RVKD-2026-ABCD-0002';

const days = (n: number) => hours(24 * n);

/** Inserts what is missing; never changes existing rows. */
export async function seedRegistrationPaths(tx: Queryable, now: Date) {
  for (const o of Object.values(registrationPathsOrganisations)) {
    await tx.query(
      `insert into organisations (organisation_id, name, logo_path, is_partner_organisation, is_twilio_required)
       select $1, $2, logo_path, true, $3 from organisations where organisation_id = 1001
       on conflict (organisation_id) do nothing`,
      [o.id, o.name, o.id === registrationPathsOrganisations.textAlerts.id],
    );
    for (const [name, value] of Object.entries(o.attributes)) {
      await tx.query('insert into organisation_custom_attributes values ($1, $2, $3) on conflict do nothing', [
        o.id,
        name,
        value,
      ]);
    }
  }

  // A completed 611 whose certificate was revoked after it was issued.
  const studentId = await insertNewStudent(
    tx,
    activeStudent('registrationpaths.revoked@example.com', 'Robin', 'Revoked'),
  );
  if (!studentId) return;
  const completedAt = addMs(now, -days(20));
  const [course] = await tx.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, purchased_at, expires_at, completed_at)
     values ($1, 611, 'Completed', $2, $3, $4) returning student_course_id`,
    [studentId, addMs(completedAt, -days(5)), addMs(completedAt, days(360)), completedAt],
  );
  await tx.query(
    `insert into certificates (student_course_id, certificate_number, verification_code, student_name, course_name,
       state_name, credit_hours, completed_at, time_zone, school_name, school_licence, language, issued_at, revoked_at)
     values ($1, $2, $3, 'Robin Revoked', 'California 8-Hour Traffic School', 'California', 8, $4,
       'America/Los_Angeles', 'Improv Traffic School', 'E0000', 'en', $4, $5)
     on conflict do nothing`,
    [course.student_course_id, 'TS-611-REVOKED-1', seededRevokedCode, completedAt, addMs(completedAt, days(3))],
  );
}
