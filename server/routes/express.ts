import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { studentSchema } from '../../contracts/auth';
import { courtCourseSchema, courtLookupLimits, courtLookupMessages } from '../../contracts/courtLookup';
import {
  linkTokenSchema,
  type ParentTokenClaims,
  parentTokenClaimsSchema,
  parentTokenFailureCodes,
  parentTokenIssueSchema,
  parentTokenMessages,
  parentTokenRequestSchema,
  walletErrorCodes,
  walletTokenRequestSchema,
} from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import {
  courseInfoMessages,
  courseInfoQuerySchema,
  courseInfoSchema,
  expressAlreadyRegisteredStatus,
  expressMessages,
  expressRegistrationRequestSchema,
  reviewsMessages,
} from '../../contracts/express';
import { defaultLanguage, type LanguageCode } from '../../contracts/languages';
import * as apiPaths from '../../contracts/paths';
import { registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import { statesWithCategoryMessages, stateWithCategorySchema } from '../../contracts/states';
import { takeParentLinkAttempt } from '../auth/parentLinkLimits';
import { issueParentToken, liveParentLink } from '../auth/parentLinks';
import { isParentTokenShape } from '../auth/parentToken';
import { noPasswordHash } from '../auth/password';
import { mailResetLink } from '../auth/resetLinks';
import { accessDeniedMessage, bearerToken, requireSession, sessionStudentOf } from '../auth/sessions';
import { takeSignUpAttempt } from '../auth/signUpLimits';
import type { Ctx } from '../context';
import {
  attributeIsFalse,
  attributeIsTrue,
  canOrganisationJoin,
  findCourseConfig,
  isGsaCourse,
  isOpenForRegistration,
} from '../courses';
import type { Db } from '../db/types';
import { ApiError, describeZodError, ok, parseWith } from '../http/envelope';
import { requestLanguage, storedLanguage } from '../i18n/serverText';
import type { OutgoingMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { loadCourseFlexiFields, validateFlexiAnswers } from '../registration/flexi';
import { findStudentByEmail, findStudentById, toStudentRecord } from '../students';
import {
  courseCountyLedger,
  insertRegistration,
  normaliseVehicleTag,
  Refusal,
  registrationTarget,
} from './registration';

const validation = (message: string) => new ApiError(400, message, failureCodes.validation);
const tokenInvalid = () => new ApiError(401, parentTokenMessages.invalid, parentTokenFailureCodes.invalid);
/** Express phone (01 §5): optional; a leading + allowed, first digit not 0, digits and dashes, 7 to 15 digits. */
const expressPhonePattern = /^\+?[1-9][\d-]{6,19}$/;
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

/** Signs a parent token for the claims and mails `${PUBLIC_URL}/?token=…` to the parent. */
export async function issueParentLink(
  deps: { db: Db; publicUrl: string; now: Date; send: (to: string, mail: OutgoingMail) => Promise<unknown> },
  claims: ParentTokenClaims,
  parentEmail: string,
  studentName: string,
  courseName: string,
  /** The language of the student who asked: the parent reads what the student reads. */
  language: LanguageCode,
) {
  const { token, expiresAt } = await issueParentToken(deps.db, claims, deps.now);
  const parentLink = `${deps.publicUrl}/?token=${token}`;
  const mail = mails.parentLink(language, studentName, courseName, parentLink);
  await deps.send(parentEmail, mail);
  return parentTokenIssueSchema.parse({ token, expiresAt: expiresAt.toISOString(), parentLink });
}

export function registerExpressRoutes(app: FastifyInstance, ctx: Ctx) {
  // ---- Court case lookup (public) ----
  app.post(apiPaths.courtLookup, async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const caseNumber = courtField(body.caseNumber, 'caseNumber');
    const citationNumber = courtField(body.citationNumber, 'citationNumber');
    const rows = await ctx.db.query<{
      name: string;
      original_price: string;
      discount_price: string;
      config_course_id: number;
      county_ledger_id: number | null;
      state_id: number | null;
      course_id: number | null;
      organisation_id: number;
    }>(
      `select c.name, k.original_price::text as original_price, k.discount_price::text as discount_price, c.config_course_id,
         c.county_ledger_id, c.state_id, k.course_id, coalesce(c.organisation_id, 1001) as organisation_id
       from court_cases k join course_configs c on c.config_course_id = k.config_course_id
       where upper(k.case_number) = upper($1) and upper(k.citation_number) = upper($2) and c.is_active
       order by c.config_course_id`,
      [caseNumber, citationNumber],
    );
    if (rows.length === 0) throw new ApiError(404, courtLookupMessages.noRecords, failureCodes.notFound);
    return ok(
      courtLookupMessages.found,
      rows.map((r) =>
        courtCourseSchema.parse({
          name: r.name,
          orginalPrice: Number(r.original_price),
          discountPrice: Number(r.discount_price),
          configCourseId: r.config_course_id,
          countyLedgerId: r.county_ledger_id,
          stateId: r.state_id,
          courseId: r.course_id,
          organisationId: r.organisation_id,
        }),
      ),
    );
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
    const rows = await ctx.db.query<{
      state_id: number;
      state_name: string;
      category_id: number | null;
      category_name: string | null;
    }>(
      `select s.state_id, s.state_name, k.category_id, k.category_name
       from states s left join (
         select distinct c.state_id, cat.category_id, cat.category_name
         from course_configs c join course_categories cat on cat.category_id = c.category_id
         where c.is_active and not c.is_registration_closed
       ) k on k.state_id = s.state_id
       where s.is_active order by s.state_id, k.category_id`,
    );
    const states = new Map<
      number,
      { stateId: number; stateName: string; categories: { categoryId: number; categoryName: string }[] }
    >();
    for (const r of rows) {
      const st = states.get(r.state_id) ?? { stateId: r.state_id, stateName: r.state_name, categories: [] };
      if (r.category_id !== null) st.categories.push({ categoryId: r.category_id, categoryName: r.category_name! });
      states.set(r.state_id, st);
    }
    return ok(
      statesWithCategoryMessages.list,
      [...states.values()].map((s) => stateWithCategorySchema.parse(s)),
    );
  });

  // ---- Parent-flow token: issue (student session) and check (public) ----
  app.post(apiPaths.parentToken, async (req, reply) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    // A parent acting through the link may pay, not hand out further links.
    if (session.viaParentToken) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    const body = parseWith(parentTokenRequestSchema, req.body, 'body');
    const student = await findStudentById(ctx.db, session.studentId);
    if (!student) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    if (body.parentEmail.toLowerCase() === student.email.toLowerCase())
      throw validation(`parentEmail: ${parentTokenMessages.sameEmail}`);
    const [primary] = await ctx.db.query<{ name: string }>(
      `select c.name from student_courses sc join course_configs c on c.config_course_id = sc.config_course_id
       where sc.student_id = $1 and sc.config_course_id = $2`,
      [student.student_id, body.primaryConfigCourseId],
    );
    if (!primary) throw validation('primaryConfigCourseId: not a course of this student');
    const secondary = [...new Set(body.secondaryConfigCourseIds)].filter((id) => id !== body.primaryConfigCourseId);
    for (const id of secondary) {
      const c = await findCourseConfig(ctx.db, id);
      if (!c || !isOpenForRegistration(c) || !canOrganisationJoin(c, student.organisation_id)) {
        throw validation(`secondaryConfigCourseIds: course ${id} is not available`);
      }
    }
    const claims = parentTokenClaimsSchema.parse({
      primaryConfigCourseId: body.primaryConfigCourseId,
      secondaryConfigCourseIds: secondary,
      organisationId: student.organisation_id,
      studentId: student.student_id,
      studentPaymentTrxId: student.default_st_payment_trx_id,
    });
    await takeParentLinkAttempt(ctx, reply, student.student_id, body.parentEmail);
    await ctx.db.query('update students set parent_email = $2, updated_at = $3 where student_id = $1', [
      student.student_id,
      body.parentEmail,
      ctx.clock(),
    ]);
    const studentName = [student.first_name, student.last_name].filter(Boolean).join(' ') || student.email;
    const issued = await issueParentLink(
      { db: ctx.db, publicUrl: ctx.config.publicUrl, now: ctx.clock(), send: (to, mail) => ctx.outbox.send(to, mail) },
      claims,
      body.parentEmail,
      studentName,
      primary.name,
      storedLanguage(student.language),
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
    const parsed = expressRegistrationRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      if (parsed.error.issues.some((i) => i.path.join('.') === 'emailId')) {
        throw new ApiError(400, expressMessages.invalidEmail, registrationFailureCodes.emailFail);
      }
      throw validation(describeZodError(parsed.error));
    }
    const body = parsed.data;
    const email = body.emailId;
    if (
      body.mobileNumber &&
      !(expressPhonePattern.test(body.mobileNumber) && body.mobileNumber.replace(/\D/g, '').length <= 15)
    ) {
      throw validation(`mobileNumber: ${expressMessages.invalidPhone}`);
    }
    if (body.isStudentOptSms && !body.mobileNumber) throw validation('mobileNumber: Mobile number is required');

    const { course, organisationId, attrs, stateId } = await registrationTarget(ctx, {
      configCourseId: body.configCourseId,
      organisationId: body.organisationId,
      email,
      stateId: body.state.stateId,
      stateField: 'state.stateId',
    });

    const azFlow = attributeIsTrue(attrs, 'AZ_FLOW');
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

    // Diversion (court) fields are checked when answers are sent; otherwise the student completes them later.
    const fields = await loadCourseFlexiFields(ctx.db, course.config_course_id, {
      includeDiversion: body.flexifieldList.length > 0,
    });
    const gsa = isGsaCourse(course);
    const values = validateFlexiAnswers(fields, body.flexifieldList, { checkedElsewhere: gsa ? ['VEHICLE_TAG'] : [] });
    const countyLedgerId = courseCountyLedger(course, body.countyLedgerId);
    let vehicleTag: string | null = null;
    if (gsa) {
      const tag = normaliseVehicleTag(values.find((v) => v.name === 'VEHICLE_TAG')?.value);
      if (!tag)
        throw new ApiError(400, registrationMessages.invalidVehicleTag, registrationFailureCodes.invalidVehicleTag);
      vehicleTag = tag;
      for (const v of values) if (v.name === 'VEHICLE_TAG') v.value = tag;
    }

    const skipVerification = attributeIsFalse(attrs, 'EMAIL_VERIFICATION');
    const tracking = Object.fromEntries(
      (['a_aid', 'PAPAffiliateId'] as const).filter((n) => body[n] !== undefined).map((n) => [n, body[n]]),
    );
    let created: { studentId: number; token: string };
    try {
      created = await insertRegistration(ctx, {
        email,
        // The payload's password is public (every browser has it): the account gets none; the student chooses one by
        // the link mailed below.
        passwordHash: noPasswordHash,
        firstName: '',
        lastName: '',
        mobileNumber: body.mobileNumber || null,
        skipVerification,
        vehicleTag,
        stateId,
        organisationId,
        optSms: body.isStudentOptSms,
        optMail: body.isStudentOptMail,
        parentEmail: null,
        tracking,
        configCourseId: course.config_course_id,
        countyLedgerId,
        values,
        paymentMethod: body.paymentMethod,
        registeredVia: 'express',
        language: requestLanguage(req) ?? defaultLanguage,
      });
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
    const [c] = await ctx.db.query<{
      name: string;
      info_header: string | null;
      info: string | null;
      promo_video_url: string | null;
      amount: string | null;
    }>(
      `select c.name, c.info_header, c.info, c.promo_video_url,
         (select p.amount::text from course_config_prices p where p.config_course_id = c.config_course_id and p.price_type = 'COURSE'
            and p.is_active order by p.price_id limit 1) as amount
       from course_configs c where c.config_course_id = $1`,
      [configCourseId],
    );
    if (!c) throw new ApiError(404, courseInfoMessages.notFound, failureCodes.notFound);
    const faqs = await ctx.db.query<{ question_name: string; description: string }>(
      'select question_name, description from course_faqs where config_course_id = $1 order by position',
      [configCourseId],
    );
    return ok(
      courseInfoMessages.info,
      courseInfoSchema.parse({
        configCourseId,
        name: c.name,
        infoHeader: c.info_header ?? '',
        info: c.info ?? '',
        configCourseFaq: faqs.map((f) => ({ faq: { questionName: f.question_name, description: f.description } })),
        promoVideoUrl: c.promo_video_url,
        price: c.amount === null ? 0 : Number(c.amount),
      }),
    );
  });
}
