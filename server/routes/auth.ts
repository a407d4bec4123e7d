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
import { authMessages } from '../auth/authMessages';
import { studentOfSocialIdentity } from '../auth/connectedAccounts';
import { createLegacyHandoff, findLegacyAccount, isLegacyAccount } from '../auth/legacyAccounts';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { checkStudentPassword } from '../auth/passwordCheck';
import { resetPasswordWithLink } from '../auth/passwordReset';
import { mailResetLink } from '../auth/resetLinks';
import { assertOwnStudent, createSession, requireSession } from '../auth/sessions';
import { rememberSignInLanguage } from '../auth/signInLanguage';
import { beginPasswordGuess } from '../auth/signInLimits';
import { signOut } from '../auth/signOut';
import { InvalidIdTokenError, providerDisplayNames } from '../auth/social';
import { attemptLimits, limitKeys, rateLimited, takeAttempt } from '../auth/throttle';
import { issueVerificationCode, markEmailVerified, resendIntervalMs } from '../auth/verification';
import type { Ctx } from '../context';
import { ApiError, type EnvelopeBody, ok, parseWith, softFail } from '../http/envelope';
import { requestLanguage } from '../i18n/serverText';
import { findStudentByEmail, findStudentById, type StudentRow, toStudentRecord } from '../students';
import { createChallenge, needsSecondFactor, passSecondFactor } from '../twoFactor/challenges';

/** Why a verified provider token signs no one in (`studentOfSocialIdentity`). */
function socialRefusal(kind: 'notConnected' | 'emailUnverified' | 'noAccount', name: string): ApiError {
  if (kind === 'notConnected')
    return new ApiError(409, authMessages.socialNotConnected(name), accountFailureCodes.socialNotConnected);
  if (kind === 'emailUnverified')
    return new ApiError(404, authMessages.socialEmailUnverified(name), accountFailureCodes.socialEmailUnverified);
  return new ApiError(404, authMessages.socialNoAccount, failureCodes.notFound);
}

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
  await rememberSignInLanguage(ctx.db, student, language);
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

export function registerAuthRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(apiPaths.login, async (req, reply) => {
    const body = parseWith(loginRequestSchema, req.body, 'body');
    if (!emailSyntax.safeParse(body.emailId).success)
      throw new ApiError(400, authMessages.invalidEmail, failureCodes.invalidEmail);
    const guess = await beginPasswordGuess(ctx, req, reply, body.emailId);
    const student = await findStudentByEmail(ctx.db, body.emailId);
    if (!student) {
      if (await isLegacyAccount(ctx.db, body.emailId)) {
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
   * The second step of a sign-in with two-factor sign-in on (the challenge of the first step and a code of
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
    const account = await findLegacyAccount(ctx.db, body.emailId);
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
    const token = await createLegacyHandoff(ctx.db, account.legacy_account_id, ctx.clock());
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
      await markEmailVerified(ctx.db, student.student_id, ctx.clock());
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
    await signOut(ctx.db, session, body, ctx.clock());
    return ok(authMessages.logout);
  });
}
