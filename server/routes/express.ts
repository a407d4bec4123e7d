import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { studentSchema } from '../../contracts/auth';
import { courtLookupLimits, courtLookupMessages } from '../../contracts/courtLookup';
import {
  linkTokenSchema,
  parentTokenClaimsSchema,
  parentTokenFailureCodes,
  parentTokenMessages,
  parentTokenRequestSchema,
  walletErrorCodes,
  walletTokenRequestSchema,
} from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import {
  courseInfoMessages,
  courseInfoQuerySchema,
  expressAlreadyRegisteredStatus,
  expressMessages,
  reviewsMessages,
} from '../../contracts/express';
import { defaultLanguage } from '../../contracts/languages';
import * as apiPaths from '../../contracts/paths';
import { registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import { statesWithCategoryMessages } from '../../contracts/states';
import { takeParentLinkAttempt } from '../auth/parentLinkLimits';
import { liveParentLink } from '../auth/parentLinks';
import { isParentTokenShape } from '../auth/parentToken';
import { mailResetLink } from '../auth/resetLinks';
import { accessDeniedMessage, bearerToken, requireStudentSession, sessionStudentOf } from '../auth/sessions';
import { takeSignUpAttempt } from '../auth/signUpLimits';
import { sendParentLink } from '../checkout/parentLink';
import { parentLinkClaims } from '../checkout/parentLinkClaims';
import type { Ctx } from '../context';
import { attributeIsTrue } from '../courses';
import { ApiError, describeZodError, ok, parseWith } from '../http/envelope';
import { requestLanguage } from '../i18n/serverText';
import { loadCourseInfo } from '../registration/courseInfo';
import { findCourtCaseCourses } from '../registration/courtLookup';
import { insertExpressRegistration } from '../registration/expressRegistration';
import { parseExpressRegistration } from '../registration/expressRequest';
import { Refusal } from '../registration/insertRegistration';
import { registrationTarget } from '../registration/registrationTarget';
import { listStatesWithCategories } from '../registration/statesWithCategories';
import { findStudentByEmail, findStudentById, toStudentRecord } from '../students';

const validation = (message: string) => new ApiError(400, message, failureCodes.validation);
const tokenInvalid = () => new ApiError(401, parentTokenMessages.invalid, parentTokenFailureCodes.invalid);
const alnum = /^[A-Za-z0-9]+$/;

function courtField(raw: unknown, field: 'caseNumber' | 'citationNumber'): string {
  const m = courtLookupMessages;
  const [required, length, pattern] =
    field === 'caseNumber'
      ? [m.caseRequired, m.caseLength, m.casePattern]
      : [m.citationRequired, m.citationLength, m.citationPattern];
  const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (!value) throw validation(`${field}: ${required}`);
  if (value.length > courtLookupLimits.max) throw validation(`${field}: ${length}`);
  if (!alnum.test(value)) throw validation(`${field}: ${pattern}`);
  return value;
}

function walletError(reply: FastifyReply, status: number, error: string, description: string) {
  if (status === 401)
    reply.header('www-authenticate', error === walletErrorCodes.invalidClient ? 'Basic realm="wallet"' : 'Bearer');
  return reply.code(status).send({ error, error_description: description });
}

/** The link's token from the Authorization header (with or without `Bearer `); a query `token` is not read. */
function linkToken(req: FastifyRequest): string {
  const parsed = linkTokenSchema.safeParse(bearerToken(req));
  if (!parsed.success) throw tokenInvalid();
  return parsed.data;
}

/** A live session token or a valid parent token; the student it stands for. */
async function studentOfLinkToken(ctx: Ctx, token: string): Promise<number | undefined> {
  const now = ctx.clock();
  if (isParentTokenShape(token)) return (await liveParentLink(ctx.db, token, now))?.claims.studentId;
  return sessionStudentOf(ctx.db, token, now);
}

export function registerExpressRoutes(app: FastifyInstance, ctx: Ctx) {
  // ---- Court case lookup (public) ----
  app.post(apiPaths.courtLookup, async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const caseNumber = courtField(body.caseNumber, 'caseNumber');
    const citationNumber = courtField(body.citationNumber, 'citationNumber');
    const courses = await findCourtCaseCourses(ctx.db, caseNumber, citationNumber);
    if (courses.length === 0) throw new ApiError(404, courtLookupMessages.noRecords, failureCodes.notFound);
    return ok(courtLookupMessages.found, courses);
  });

  // ---- Reviews aggregate (public; the adapter decides where it comes from) ----
  app.get(apiPaths.reviewsAggregate, async () => ok(reviewsMessages.aggregate, await ctx.reviews.aggregate()));

  // ---- Wallet sign-in return: plain OAuth-style JSON like a real provider ----
  app.post(apiPaths.walletToken, async (req, reply) => {
    const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(String(req.headers.authorization ?? '').trim());
    const [id, ...rest] = m ? Buffer.from(m[1], 'base64').toString('utf8').split(':') : [];
    if (!m || id !== ctx.config.walletClientId || rest.join(':') !== ctx.config.walletClientSecret) {
      return walletError(reply, 401, walletErrorCodes.invalidClient, 'Client authentication failed.');
    }
    const parsed = walletTokenRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success)
      return walletError(reply, 400, walletErrorCodes.invalidRequest, describeZodError(parsed.error));
    const issued = await ctx.wallet.exchangeCode(parsed.data.code);
    if (!issued)
      return walletError(
        reply,
        401,
        walletErrorCodes.invalidGrant,
        'The authorization code is invalid or has expired.',
      );
    return { access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn };
  });

  app.get(apiPaths.walletProfile, async (req, reply) => {
    const m = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? '').trim());
    const profile = m ? await ctx.wallet.profile(m[1]) : undefined;
    if (!profile)
      return walletError(reply, 401, walletErrorCodes.invalidToken, 'The access token is invalid or has expired.');
    return profile;
  });

  // ---- States with their course categories (Authorization: a live session or a parent token) ----
  app.get(apiPaths.statesWithCategory, async (req) => {
    if ((await studentOfLinkToken(ctx, linkToken(req))) === undefined) throw tokenInvalid();
    return ok(statesWithCategoryMessages.list, await listStatesWithCategories(ctx.db));
  });

  // ---- Parent-flow token: issue (student session) and check (public) ----
  app.post(apiPaths.parentToken, async (req, reply) => {
    // A parent acting through the link may pay, not hand out further links.
    const session = await requireStudentSession(ctx.db, req, ctx.clock);
    const body = parseWith(parentTokenRequestSchema, req.body, 'body');
    const student = await findStudentById(ctx.db, session.studentId);
    if (!student) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    if (body.parentEmail.toLowerCase() === student.email.toLowerCase())
      throw validation(`parentEmail: ${parentTokenMessages.sameEmail}`);
    const { claims, courseName } = await parentLinkClaims(ctx.db, student, body);
    await takeParentLinkAttempt(ctx, reply, student.student_id, body.parentEmail);
    const issued = await sendParentLink(
      { db: ctx.db, publicUrl: ctx.config.publicUrl, now: ctx.clock(), send: (to, mail) => ctx.outbox.send(to, mail) },
      student,
      claims,
      body.parentEmail,
      courseName,
    );
    return ok(parentTokenMessages.issued, issued);
  });

  app.get(apiPaths.parentToken, async (req) => {
    // A revoked or paid link is no longer valid (a mailed link must not outlive its purpose).
    const link = await liveParentLink(ctx.db, linkToken(req), ctx.clock());
    if (!link || link.paidAt) throw tokenInvalid();
    return ok(parentTokenMessages.valid, parentTokenClaimsSchema.parse(link.claims));
  });

  // ---- Express registration (public; e-mail only; mails the link to choose a password) ----
  app.post(apiPaths.expressRegistration, async (req, reply) => {
    const body = parseExpressRegistration(req.body);
    const email = body.emailId;
    const target = await registrationTarget(ctx.db, {
      configCourseId: body.configCourseId,
      organisationId: body.organisationId,
      email,
      stateId: body.state.stateId,
      stateField: 'state.stateId',
    });

    const azFlow = attributeIsTrue(target.attrs, 'AZ_FLOW');
    // An existing e-mail: success without token, isEligible false, nothing of the existing account disclosed.
    const alreadyRegistered = () =>
      ok(
        azFlow ? expressMessages.azNotEligible : expressMessages.alreadyRegistered,
        studentSchema.parse({
          studentId: 0,
          emailId: email,
          status: expressAlreadyRegisteredStatus,
          isVerified: false,
          isEligible: false,
        }),
      );
    if (await findStudentByEmail(ctx.db, email)) return alreadyRegistered();
    await takeSignUpAttempt(ctx, req, reply, email);

    let created: { studentId: number; token: string };
    try {
      const language = requestLanguage(req) ?? defaultLanguage;
      created = await insertExpressRegistration(ctx.db, ctx.config.dataKeys, body, target, language, ctx.clock());
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      if (err.kind === 'vehicleTag')
        throw new ApiError(409, registrationMessages.vehicleTagTaken, registrationFailureCodes.vehicleTagTaken);
      return alreadyRegistered();
    }
    const row = (await findStudentById(ctx.db, created.studentId))!;
    await mailResetLink(ctx, row, 'choosePassword');
    return ok(expressMessages.success, toStudentRecord(row), { token: created.token });
  });

  // ---- Course info panel (public) ----
  app.get(apiPaths.courseInfo, async (req) => {
    const { configCourseId } = parseWith(courseInfoQuerySchema, req.query, 'query');
    const info = await loadCourseInfo(ctx.db, configCourseId);
    if (!info) throw new ApiError(404, courseInfoMessages.notFound, failureCodes.notFound);
    return ok(courseInfoMessages.info, info);
  });
}
