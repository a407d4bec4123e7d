import { type CertificateMailingState, certificateMailingStates } from '../../contracts/courseProgress';
import { failureCodes } from '../../contracts/envelope';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

/*
 * The printed copies of certificates bought with a course (02 §6 admin-style calls): operators list them and move each
 * one forward as it is printed and mailed.
 */

export const mailingMessages = {
  noMailing: 'No printed copy was bought for this certificate.',
  backwards: 'A mailing only moves forward: queued, printed, mailed.',
} as const;

/** The mailings in a state (every one without), the longest unchanged first. */
export async function certificateMailings(db: Queryable, status: CertificateMailingState | undefined) {
  const rows = await db.query<{
    certificate_number: string;
    student_name: string;
    email: string;
    status: string;
    updated_at: Date;
  }>(
    `select c.certificate_number, c.student_name, s.email, m.status, m.updated_at
     from certificate_mailings m join certificates c on c.certificate_id = m.certificate_id
       join student_courses sc on sc.student_course_id = c.student_course_id join students s on s.student_id = sc.student_id
     where $1::text is null or m.status = $1 order by m.updated_at`,
    [status ?? null],
  );
  return rows.map((r) => ({
    certificateNumber: r.certificate_number,
    studentName: r.student_name,
    email: r.email,
    status: r.status,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/** Moves a certificate's mailing forward (never back): 404 without a printed copy, 409 for a step back. */
export const advanceCertificateMailing = (
  db: Db,
  advance: { certificateNumber: string; status: CertificateMailingState },
  now: Date,
) =>
  db.transaction(async (tx) => {
    const [row] = await tx.query<{ certificate_id: number; status: CertificateMailingState }>(
      `select m.certificate_id, m.status from certificate_mailings m join certificates c on c.certificate_id = m.certificate_id
       where c.certificate_number = $1 for update of m`,
      [advance.certificateNumber],
    );
    if (!row) throw new ApiError(404, mailingMessages.noMailing, failureCodes.notFound);
    if (certificateMailingStates.indexOf(advance.status) < certificateMailingStates.indexOf(row.status))
      throw new ApiError(409, mailingMessages.backwards, failureCodes.validation);
    await tx.query('update certificate_mailings set status = $2, updated_at = $3 where certificate_id = $1', [
      row.certificate_id,
      advance.status,
      now,
    ]);
    return { certificateNumber: advance.certificateNumber, status: advance.status };
  });
