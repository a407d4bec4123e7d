import type { FastifyInstance } from 'fastify';

import {
  certificateDownloadQuerySchema,
  certificateMailingAdvanceSchema,
  certificateMailingsQuerySchema,
  type CertificateVerification,
  certificateVerifyQuerySchema,
  normaliseVerificationCode,
  verificationCodePattern,
} from '../../contracts/certificates';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { accessDeniedMessage, requireSession } from '../auth/sessions';
import { attemptLimits, countFailure, limitKeys, rateLimited, waitFor } from '../auth/throttle';
import { certificatePdf } from '../certificates/pdf';
import { certificateByCode, certificateOfCourse, pdfDataOf } from '../certificates/record';
import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { localDateOf } from '../courseTaking/zonedTime';
import { ApiError, ok, parseWith } from '../http/envelope';
import { requireOperator } from '../http/operator';

export const certificateMessages = {
  verified: 'Certificate checked.',
  notIssued: 'This course has no certificate yet: it is issued when the course is completed.',
  malformedCode: 'Enter the 16-character code printed on the certificate.',
  mailings: 'Certificate mailings.',
  advanced: 'Certificate mailing updated.',
  noMailing: 'No printed copy was bought for this certificate.',
  backwards: 'A mailing only moves forward: queued, printed, mailed.',
} as const;

const mailingOrder = ['queued', 'printed', 'mailed'] as const;

/** Certificate download (02 §7), the public verification, and the operators' mailing queue. */
export function registerCertificateRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.certificateDownload, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const query = parseWith(certificateDownloadQuerySchema, req.query, 'query');
    const record = await certificateOfCourse(ctx.db, query.studentCourseId);
    // Another student's course and one without a certificate are told apart only for the owner.
    if (record && record.studentId !== session.studentId)
      throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    if (!record || record.revoked) throw new ApiError(404, certificateMessages.notIssued, failureCodes.notFound);
    const pdf = await certificatePdf(pdfDataOf(record, languageOf(query.language), ctx.config.publicUrl));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${record.certificateNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get(apiPaths.certificateVerify, async (req, reply) => {
    const query = parseWith(certificateVerifyQuerySchema, req.query, 'query');
    const code = normaliseVerificationCode(query.code);
    if (!verificationCodePattern.test(code))
      throw new ApiError(400, certificateMessages.malformedCode, failureCodes.validation);
    const now = ctx.clock();
    const key = limitKeys.certificateLookup(req.ip);
    const wait = await waitFor(ctx.db, attemptLimits.certificateLookup, key, now);
    if (wait > 0) throw rateLimited(reply, wait, attemptLimitNames.certificateLookup);
    const record = await certificateByCode(ctx.db, code);
    reply.header('cache-control', 'no-store');
    if (!record) {
      await countFailure(ctx.db, attemptLimits.certificateLookup, key, now);
      return ok(certificateMessages.verified, { found: false } satisfies CertificateVerification);
    }
    // The public learns whose, which course, when, and whether it stands: nothing else about the student.
    const verification: CertificateVerification = {
      found: true,
      valid: !record.revoked,
      studentName: record.studentName,
      courseName: record.courseName,
      stateName: record.stateName,
      completedOn: localDateOf(record.completedAt, record.timeZone),
      certificateNumber: record.certificateNumber,
    };
    return ok(certificateMessages.verified, verification);
  });

  app.get(apiPaths.certificateMailings, async (req) => {
    requireOperator(ctx, req);
    const query = parseWith(certificateMailingsQuerySchema, req.query, 'query');
    const rows = await ctx.db.query<{
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
      [query.status ?? null],
    );
    return ok(
      certificateMessages.mailings,
      rows.map((r) => ({
        certificateNumber: r.certificate_number,
        studentName: r.student_name,
        email: r.email,
        status: r.status,
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
    );
  });

  app.post(apiPaths.certificateMailings, async (req) => {
    requireOperator(ctx, req);
    const body = parseWith(certificateMailingAdvanceSchema, req.body, 'body');
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<{ certificate_id: number; status: (typeof mailingOrder)[number] }>(
        `select m.certificate_id, m.status from certificate_mailings m join certificates c on c.certificate_id = m.certificate_id
         where c.certificate_number = $1 for update of m`,
        [body.certificateNumber],
      );
      if (!row) throw new ApiError(404, certificateMessages.noMailing, failureCodes.notFound);
      if (mailingOrder.indexOf(body.status) < mailingOrder.indexOf(row.status))
        throw new ApiError(409, certificateMessages.backwards, failureCodes.validation);
      await tx.query('update certificate_mailings set status = $2, updated_at = $3 where certificate_id = $1', [
        row.certificate_id,
        body.status,
        ctx.clock(),
      ]);
      return { certificateNumber: body.certificateNumber, status: body.status };
    });
    return ok(certificateMessages.advanced, updated);
  });
}
