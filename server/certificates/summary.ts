import type { CertificateMailingState, CertificateSummary } from '../../contracts/courseProgress';
import type { Queryable } from '../db/types';

/** A course's certificate as the dashboard shows it, or null before the course completes (or when revoked). */
export async function certificateSummaryOf(db: Queryable, studentCourseId: number): Promise<CertificateSummary | null> {
  const [row] = await db.query<{
    certificate_number: string;
    verification_code: string;
    issued_at: Date | string;
    mailing: CertificateMailingState | null;
  }>(
    `select c.certificate_number, c.verification_code, c.issued_at, m.status as mailing
     from certificates c left join certificate_mailings m on m.certificate_id = c.certificate_id
     where c.student_course_id = $1 and c.revoked_at is null`,
    [studentCourseId],
  );
  if (!row) return null;
  return {
    certificateNumber: row.certificate_number,
    verificationCode: row.verification_code,
    issuedAt: new Date(row.issued_at).toISOString(),
    mailing: row.mailing,
  };
}
