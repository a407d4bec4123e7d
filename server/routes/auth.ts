import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';

import {
  accountFailureCodes,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  resetPasswordRequestSchema,
  signInNoticeCodes,
  socialLoginRequestSchema,
  twoFactorLoginRequestSchema,
} from '../../contracts/auth';
import { failureCodes, legacyUnknownEmailCode } from '../../contracts/envelope';
import type { LanguageCode } from '../../contracts/languages';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { twoFactorFailureCodes, twoFactorMessages } from '../../contracts/twoFactor';
import { studentOfSocialIdentity } from '../auth/connectedAccounts';
import { revokeParentLink } from '../auth/parentLinks';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { checkStudentPassword } from '../auth/passwordCheck';
import { resetPasswordWithLink } from '../auth/passwordReset';
import { mailResetLink } from '../auth/resetLinks';
import { assertOwnStudent, createSession, requireSession, revokeSession } from '../auth/sessions';
import { beginPasswordGuess } from '../auth/signInLimits';
import { InvalidIdTokenError, providerDisplayNames } from '../auth/social';
import { attemptLimits, limitKeys, rateLimited, takeAttempt } from '../auth/throttle';
import { randomToken, sha256 } from '../auth/tokens';
import { issueVerificationCode, resendIntervalMs } from '../auth/verification';
import { addMs, minutes } from '../clock';
import type { Ctx } from '../context';
import { ApiError, type EnvelopeBody, ok, parseWith, softFail } from '../http/envelope';
import { requestLanguage } from '../i18n/serverText';
import { findStudentByEmail, findStudentById, type StudentRow, toStudentRecord } from '../students';
import { createChallenge, needsSecondFactor, passSecondFactor } from '../twoFactor/challenges';

export const authMessages = {
  loginSuccess: 'Login successful.',
  wrongCredentials: 'Incorrect email or password. Please try again or click Forgot Password to reset your password.',
  invalidEmail: 'Please enter a valid email address',
  legacyAccount: 'This account was created on our previous platform.',
  passwordExpired: 'Your password has expired. Please reset your password.',
  ineligible: 'You are not eligible to take this course. Please contact our support team.',
  accountInactive: 'Your account is inactive. Please contact our support team.',
  legacySuccess: 'Login successful. Continue on our previous platform.',
  legacyPasswordMismatch: 'Password does not match',
  legacyInvalidEmail: 'Invalid Email',
  forgotPassword: 'If an account exists for this e-mail, we have sent a link to reset your password.',
  resetDone: 'Your password has been reset. You can now sign in.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  logout: 'You have been signed out.',
  socialNotConfigured: (name: string) => `Sign-in with ${name} is not configured on this server.`,
  socialFailed: (name: string) => `Sign-in with ${name} failed. Please try again.`,
  socialNoAccount: 'No account exists for this e-mail address. Please register first.',
  socialNotConnected: (name: string) =>
    `This ${name} account is not connected to your account yet. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  socialEmailUnverified: (name: string) =>
    `${name} did not confirm the e-mail address of this account, so it cannot find your account. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  socialTokenRequired: 'subjectToken: the provider ID token is required',
  twoFactorRequired: 'Enter the code from your authenticator app.',
} as const;

/** Why a verified provider token signs no one in (`studentOfSocialIdentity`). */
function socialRefusal(kind: 'notConnected' | 'emailUnverified' | 'noAccount', name: string): ApiError {
  if (kind === 'notConnected')
    return new ApiError(409, authMessages.socialNotConnected(name), accountFailureCodes.socialNotConnected);
  if (kind === 'emailUnverified')
    return new ApiError(404, authMessages.socialEmailUnverified(name), accountFailureCodes.socialEmailUnverified);
  return new ApiError(404, authMessages.socialNoAccount, failureCodes.notFound);
}

export { resetTokenLifetimeMs } from '../auth/resetLinks';
export const legacyHandoffLifetimeMs = minutes(5);
const emailSyntax = z.email();

/**
 * The answer to a right password or provider token, shared by password and social sign-in: signed in, or
 * with two-factor sign-in on, a challenge to answer with a code (no session yet; the second step signs in).
 */
async function signIn(ctx: Ctx, student: StudentRow, language?: LanguageCode): Promise<EnvelopeBody> {
  if (!student.is_active) throw new ApiError(403, authMessages.accountInactive, failureCodes.accountInactive);
  if (await needsSecondFactor(ctx.db, student.student_id))
    return ok(authMessages.twoFactorRequired, await createChallenge(ctx.db, student.student_id, ctx.clock()));
  return completeSignIn(ctx, student, language);
}

/** The signed-in answer: a session, the verification code mail when the e-mail is not verified yet, the student. */
async function completeSignIn(ctx: Ctx, student: StudentRow, language?: LanguageCode): Promise<EnvelopeBody> {
  if (!student.is_active) throw new ApiError(403, authMessages.accountInactive, failureCodes.accountInactive);
  await rememberLanguage(ctx, student, language);
  const token = await createSession(ctx.db, student.student_id, ctx.clock());
  // A new code at most every 30 s: signing in again meanwhile uses the code just mailed (repeated sign-ins must not flood the inbox).
  if (!student.is_verified && !student.is_email_verification_skipped) {
    await issueVerificationCode(ctx, student, { unlessIssuedWithinMs: resendIntervalMs });
  }
  // 01 §4: the ineligibility text is the spec's message; its code lets the app word it.
  if (student.is_eligible === false)
    return ok(authMessages.ineligible, toStudentRecord(student), { token, code: signInNoticeCodes.ineligible });
  return ok(authMessages.loginSuccess, toStudentRecord(student), { token });
}

/**
 * A sign-in keeps the student's language (students.language) as the app's now: a student who changed the app's
 * language gets the next mails in it (docs/architecture.md, "Server text in four languages").
 */
async function rememberLanguage(ctx: Ctx, student: StudentRow, language: LanguageCode | undefined) {
  if (!language || student.language === language) return;
  await ctx.db.query('update students set language = $2 where student_id = $1', [student.student_id, language]);
  student.language = language;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.login, async (req, reply) => {
    const body = parseWith(loginRequestSchema, req.body, 'body');
    if (!emailSyntax.safeParse(body.emailId).success)
      throw new ApiError(400, authMessages.invalidEmail, failureCodes.invalidEmail);
    const guess = await beginPasswordGuess(ctx, req, reply, body.emailId);
    const student = await findStudentByEmail(ctx.db, body.emailId);
    if (!student) {
      const [legacy] = await ctx.db.query('select 1 from legacy_accounts where lower(email) = lower($1)', [
        body.emailId,
      ]);
      if (legacy) {
        // The answer says so whatever the password: no guess, nothing to hash (the legacy login checks it, limited too).
        await guess.notAGuess();
        throw new ApiError(409, authMessages.legacyAccount, failureCodes.legacyAccount);
      }
      await verifyPassword(body.password, await dummyPasswordHash());
      await guess.failed();
      throw new ApiError(401, authMessages.wrongCredentials, failureCodes.unauthorized);
    }
    if (!(await checkStudentPassword(ctx.db, student, body.password))) {
      await guess.failed();
      throw new ApiError(401, authMessages.wrongCredentials, failureCodes.unauthorized);
    }
    await guess.passed();
    if (student.password_expired) throw new ApiError(403, authMessages.passwordExpired, failureCodes.passwordExpired);
    return signIn(ctx, student, requestLanguage(req));
  });

  /**
   * Issue 15: the second step of a sign-in with two-factor sign-in on (the challenge of the first step and a code of
   * the authenticator app or a recovery code); a right code answers like the login.
   */
  app.post(apiPaths.twoFactorLogin, async (req, reply) => {
    const body = parseWith(twoFactorLoginRequestSchema, req.body, 'body');
    const studentId = await passSecondFactor(ctx, reply, body.challengeToken, body.code);
    const student = await findStudentById(ctx.db, studentId);
    if (!student) throw new ApiError(401, twoFactorMessages.challengeExpired, twoFactorFailureCodes.challengeExpired);
    return completeSignIn(ctx, student, requestLanguage(req));
  });

  app.post(apiPaths.legacyLogin, async (req, reply) => {
    const body = parseWith(loginRequestSchema, req.body, 'body');
    // Takes password guesses too: the same limits as the login.
    const guess = await beginPasswordGuess(ctx, req, reply, body.emailId);
    const [account] = await ctx.db.query<{ legacy_account_id: number; password_hash: string }>(
      'select legacy_account_id, password_hash from legacy_accounts where lower(email) = lower($1)',
      [body.emailId],
    );
    if (!account) {
      await verifyPassword(body.password, await dummyPasswordHash());
      await guess.failed();
      return softFail(authMessages.legacyInvalidEmail, legacyUnknownEmailCode);
    }
    if (!(await verifyPassword(body.password, account.password_hash))) {
      await guess.failed();
      return softFail(authMessages.legacyPasswordMismatch, failureCodes.legacyPasswordMismatch);
    }
    await guess.passed();
    const token = randomToken();
    const now = ctx.clock();
    await ctx.db.query(
      'insert into legacy_handoffs (token_hash, legacy_account_id, created_at, expires_at) values ($1, $2, $3, $4)',
      [sha256(token), account.legacy_account_id, now, addMs(now, legacyHandoffLifetimeMs)],
    );
    const url = new URL(ctx.config.legacyPlatformUrl);
    url.searchParams.set('token', token);
    return ok(authMessages.legacySuccess, { redirectUrl: url.toString() }, { token });
  });

  app.post(apiPaths.socialLogin, async (req) => {
    const body = parseWith(socialLoginRequestSchema, req.body, 'body');
    const name = providerDisplayNames[body.subjectIssuer];
    const adapter = ctx.social[body.subjectIssuer];
    if (!adapter) throw new ApiError(501, authMessages.socialNotConfigured(name), failureCodes.notConfigured);
    if (!body.subjectToken) throw new ApiError(400, authMessages.socialTokenRequired, failureCodes.validation);
    let identity;
    try {
      identity = await adapter.verifyIdToken(body.subjectToken, ctx.clock());
    } catch (err) {
      if (!(err instanceof InvalidIdTokenError)) req.log.warn({ err }, 'social login: provider keys unavailable');
      throw new ApiError(401, authMessages.socialFailed(name), failureCodes.socialLoginFailed);
    }
    // Only a connected account (02 §2 integration) names its student; an e-mail never signs anyone in.
    const match = await studentOfSocialIdentity(ctx.db, body.subjectIssuer, identity);
    // Registration through a provider belongs to the registration issue; today both request types sign in existing accounts.
    if (match.kind !== 'connected') throw socialRefusal(match.kind, name);
    const { student } = match;
    // The provider vouches only for its own address: a connected account's may differ from the student's.
    const sameEmail = identity.email.toLowerCase() === student.email.trim().toLowerCase();
    if (identity.emailVerified && sameEmail && !student.is_verified) {
      await ctx.db.query('update students set is_verified = true, updated_at = $2 where student_id = $1', [
        student.student_id,
        ctx.clock(),
      ]);
      student.is_verified = true;
    }
    return signIn(ctx, student, requestLanguage(req));
  });

  app.post(apiPaths.forgotPassword, async (req, reply) => {
    const body = parseWith(forgotPasswordRequestSchema, req.body, 'body');
    // Per address every request counts, known e-mail or not, so the 429 reveals no account.
    const address = await takeAttempt(ctx.db, attemptLimits.resetAddress, limitKeys.resetAddress(req.ip), ctx.clock());
    if (!address.allowed) throw rateLimited(reply, address.retryAfterMs, attemptLimitNames.passwordReset);
    const student = await findStudentByEmail(ctx.db, body.emailId);
    // Per account the limit is silent: the answer is the same whether a link was mailed, refused, or no account exists.
    if (student) await mailResetLink(ctx, student);
    return ok(authMessages.forgotPassword);
  });

  app.post(apiPaths.resetPassword, async (req) => {
    const body = parseWith(resetPasswordRequestSchema, req.body, 'body');
    if (!(await resetPasswordWithLink(ctx, body.resetToken, body.password)))
      throw new ApiError(400, authMessages.resetInvalid, failureCodes.tokenInvalid);
    return ok(authMessages.resetDone);
  });

  app.post(apiPaths.logout, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(logoutRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.studentId);
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      const studentTime = !session.viaParentToken && body.availableTimeForTheDay !== undefined;
      if (studentTime && (body.studentCourseId !== undefined || body.configCourseId !== undefined)) {
        await tx.query(
          `update student_courses set available_time_for_the_day = $3, available_time_updated_at = $4
           where student_id = $1 and (student_course_id = $2 or ($2::int is null and config_course_id = $5))`,
          [
            session.studentId,
            body.studentCourseId ?? null,
            body.availableTimeForTheDay,
            now,
            body.configCourseId ?? null,
          ],
        );
      }
      // A parent link logging out ends the link (it has no session row).
      if (session.parentLinkId) await revokeParentLink(tx, session.parentLinkId, now, 'logout');
      else await revokeSession(tx, session.sessionId, now);
    });
    return ok(authMessages.logout);
  });
}
