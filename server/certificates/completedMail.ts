import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { wordsIn } from '../i18n/serverText';
import { certificatePdf } from './pdf';
import { certificateById, pdfDataOf, verificationUrlOf } from './record';

/**
 * The course-completed mail is a job queued in the completing transaction: rendering the certificate's PDF is not
 * the answer's business, and a completion whose process stops right after it still gets its mail.
 */
export const courseCompletedMail = {
  name: 'course-completed-mail',
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 5 * 60, wakesWorkers: true },
  pollingIntervalSeconds: 1,
} as const;

const completedMail = {
  subject: /*i18n*/ {
    id: 'mail.courseCompleted.subject',
    message: 'Your certificate of completion: {courseName}',
  },
  body: /*i18n*/ {
    id: 'mail.courseCompleted.body',
    message:
      'Congratulations, {studentName}: you have completed the {courseName}.\n\nYour certificate is attached as a PDF. Certificate number: {certificateNumber}\nVerification code: {verificationCode}\n\nAnyone can check it at {verifyAt}\n\nYou can also download it from your dashboard at any time.',
  },
};

/**
 * 02 §7 course-completed message: the certificate PDF attached, in the language the student completed in, through
 * the outbox (delivered when SMTP is configured, kept in the outbox table otherwise). Stored once per certificate,
 * however often the job runs.
 */
export async function sendCourseCompletedMail(ctx: Ctx, certificateId: number) {
  const record = await certificateById(ctx.db, certificateId);
  if (!record) return;
  const language = languageOf(record.language);
  const pdf = await certificatePdf(pdfDataOf(record, language, ctx.config.publicUrl));
  const verifyAt = verificationUrlOf(ctx.config.publicUrl, record.verificationCode);
  const t = wordsIn(language);
  const values = {
    studentName: record.studentName,
    courseName: record.courseName,
    certificateNumber: record.certificateNumber,
    verificationCode: record.verificationCode,
    verifyAt,
  };
  const mail = {
    subject: t(completedMail.subject, values),
    body: t(completedMail.body, values),
    attachments: [
      { filename: `certificate-${record.certificateNumber}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  };
  await ctx.db.transaction(async (tx) => {
    const [first] = await tx.query(
      'update certificates set completed_mail_at = now() where certificate_id = $1 and completed_mail_at is null returning 1',
      [certificateId],
    );
    if (first) await ctx.outbox.send(record.email, mail, { within: tx });
  });
}
