import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { certificatePdf } from './pdf';
import { certificateById, pdfDataOf, verificationUrlOf } from './record';

/**
 * 02 §7 course-completed message: the certificate PDF attached, in the language the student completed in, through
 * the outbox (delivered when SMTP is configured, kept in the outbox table otherwise).
 */
export async function sendCourseCompletedMail(ctx: Ctx, certificateId: number) {
  const record = await certificateById(ctx.db, certificateId);
  if (!record) return;
  const pdf = await certificatePdf(pdfDataOf(record, languageOf(record.language), ctx.config.publicUrl));
  const verifyAt = verificationUrlOf(ctx.config.publicUrl, record.verificationCode);
  await ctx.outbox.send(record.email, {
    subject: `Your certificate of completion: ${record.courseName}`,
    body:
      `Congratulations, ${record.studentName}: you have completed the ${record.courseName}.\n\n` +
      `Your certificate is attached as a PDF. Certificate number: ${record.certificateNumber}\n` +
      `Verification code: ${record.verificationCode}\n\n` +
      `Anyone can check it at ${verifyAt}\n\nYou can also download it from your dashboard at any time.`,
    attachments: [
      { filename: `certificate-${record.certificateNumber}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  });
}
