import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { arizonaCourseId } from './catalog';

/*
 * Arizona eligibility: azapproved@example.com has paid for 913, filed documents that were approved, and was
 * found eligible (the course starts); azfiled@example.com has paid and filed, and has not answered the check yet.
 * The documents and the decision are in the tables of migration 0020.
 */

const days = (n: number) => hours(24 * n);

async function azStudent(tx: Queryable, email: string, first: string, last: string, hash: string, at: Date) {
  const [row] = await tx.query<{ student_id: number }>(
    `insert into students (email, password_hash, first_name, last_name, status, is_verified, is_personal_info_pending,
       is_eligible, state_id, organisation_id, created_at)
     select $1, $2, $3, $4, 'Active', true, false, true, st.state_id, cc.organisation_id, $5
     from states st, course_configs cc where st.state_code = 'AZ' and cc.config_course_id = $6
     on conflict ((lower(email))) do nothing returning student_id`,
    [email, hash, first, last, at, arizonaCourseId],
  );
  if (!row) return undefined;
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id)
     values ($1, 29.00, 'SANDBOX', 'Completed', $2, $3) returning payment_trx_id`,
    [row.student_id, at, arizonaCourseId],
  );
  await tx.query('update students set default_st_payment_trx_id = $2 where student_id = $1', [
    row.student_id,
    trx.payment_trx_id,
  ]);
  const [course] = await tx.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
     values ($1, $2, 'Active', $3, $4, $5) returning student_course_id`,
    [row.student_id, arizonaCourseId, trx.payment_trx_id, at, addMs(at, days(365))],
  );
  return course.student_course_id;
}

/** A 1×1 PNG standing in for a photographed document (the seeded students' files are not real documents). */
const placeholderPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The documents the Arizona rule needs, filed an hour after payment (and, for the approved student, approved). */
async function fileDocuments(tx: Queryable, studentCourseId: number, status: 'filed' | 'approved', at: Date) {
  for (const type of ['citation', 'governmentId']) {
    const [row] = await tx.query<{ student_document_id: number }>(
      `insert into student_documents (student_course_id, document_type, status, content_type, size_bytes, original_name,
         filed_at, decided_at, decided_by)
       values ($1, $2, $3, 'image/png', $4, $5, $6, $7, $8) returning student_document_id`,
      [
        studentCourseId,
        type,
        status,
        placeholderPng.length,
        `${type}.png`,
        at,
        status === 'approved' ? addMs(at, hours(1)) : null,
        status === 'approved' ? 'seed' : null,
      ],
    );
    await tx.query('insert into student_document_contents (student_document_id, content) values ($1, $2)', [
      row.student_document_id,
      placeholderPng,
    ]);
  }
}

export async function seedEligibilityAccounts(
  tx: Queryable,
  hashes: { azApproved: string; azFiled: string },
  now: Date,
) {
  const paidAt = addMs(now, -days(3));
  const approvedCourse = await azStudent(
    tx,
    seededAccounts.azApproved.email,
    'Avery',
    'Approved',
    hashes.azApproved,
    paidAt,
  );
  if (approvedCourse) {
    await fileDocuments(tx, approvedCourse, 'approved', addMs(paidAt, hours(1)));
    const decidedAt = addMs(paidAt, hours(3));
    await tx.query(
      `insert into eligibility_answers (student_course_id, violation_code, violation_date, court_date, serious_injury_or_death,
         previous_course_violation_date, commercial_licence, noncommercial_vehicle, answered_at)
       values ($1, '28-701A', $2, $3, false, null, false, null, $4)`,
      [
        approvedCourse,
        addMs(now, -days(10)).toISOString().slice(0, 10),
        addMs(now, days(45)).toISOString().slice(0, 10),
        decidedAt,
      ],
    );
    await tx.query(
      `insert into eligibility_decisions (student_course_id, outcome, reasons, affirmation, decided_at)
         values ($1, 'approved', '[]'::jsonb, $2::jsonb, $3)`,
      [
        approvedCourse,
        JSON.stringify({ fullName: 'Avery Approved', version: 'seed', signedAt: decidedAt.toISOString() }),
        decidedAt,
      ],
    );
  }
  const filedCourse = await azStudent(tx, seededAccounts.azFiled.email, 'Frankie', 'Filed', hashes.azFiled, paidAt);
  if (filedCourse) await fileDocuments(tx, filedCourse, 'filed', addMs(paidAt, hours(1)));
}
