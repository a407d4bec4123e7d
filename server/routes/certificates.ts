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
import { advanceCertificateMailing, certificateMailings } from '../certificates/mailings';
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
} as const;

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
    return ok(certificateMessages.mailings, await certificateMailings(ctx.db, query.status));
  });

  app.post(apiPaths.certificateMailings, async (req) => {
    requireOperator(ctx, req);
    const body = parseWith(certificateMailingAdvanceSchema, req.body, 'body');
    const updated = await advanceCertificateMailing(ctx.db, body, ctx.clock());
    return ok(certificateMessages.advanced, updated);
  });
}
