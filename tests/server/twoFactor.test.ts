import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';

import {
  loginResponseSchema,
  signInAnswerSchema,
  twoFactorChallengeLimits,
  twoFactorChallengeSchema,
} from '../../contracts/auth';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import {
  recoveryCodesResponseSchema,
  twoFactorFailureCodes,
  twoFactorMessages,
  twoFactorSettings,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '../../contracts/twoFactor';
import type { SocialProviderAdapter } from '../../server/auth/social';
import { seededTwoFactor } from '../../server/seed';
import { pendingSetupLifetimeMs } from '../../server/twoFactor/settings';
import { expectRefusal, lastCode, seededAccounts, seedPassword, useTestServer } from './helpers';

/** A provider that vouches for the e-mail its token names (the sign-in's own checks are tested in social.test.ts). */
const trusting: SocialProviderAdapter = {
  displayName: 'Google',
  verifyIdToken: async (email) => ({ subject: email, email, emailVerified: true, firstName: 'T', lastName: 'S' }),
};
const t = useTestServer({ deps: { socialProviders: { google: trusting } } });

const period = twoFactorSettings.periodSeconds * 1000;
/** The code an authenticator app shows now (at the server's clock), computed from the key the page showed. */
const appCode = (key: string, at = t.clock()) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), timestamp: at.getTime() });
/** Moves the clock to the next time step (a new code). */
const nextStep = () => t.clock.advance(period);
/** A six-digit code that is not the app's now, nor of the steps either side. */
function wrongCode(key: string) {
  const near = [-period, 0, period].map((d) => appCode(key, new Date(t.clock().getTime() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

const post = (url: string, token: string, payload?: object) => t.call({ method: 'POST', url, token, payload });
const status = async (token: string) =>
  twoFactorStatusResponseSchema.parse((await t.get(apiPaths.twoFactor, token)).body).data!;
const passwordSignIn = (email: string) =>
  t.call({ method: 'POST', url: apiPaths.login, payload: { emailId: email, password: seedPassword } });
const secondStep = (challengeToken: string, code: string) =>
  t.call({ method: 'POST', url: apiPaths.twoFactorLogin, payload: { challengeToken, code } });

/** The challenge a right password of a student with two-factor sign-in on gets. */
async function challengeOf(email: string) {
  const res = await passwordSignIn(email);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return twoFactorChallengeSchema.parse(signInAnswerSchema.parse(res.body).data);
}

/** A new student, signed in, with two-factor sign-in turned on; the clock is then at the next step. */
async function studentWithTwoFactor(fields: { isVerified?: boolean } = {}) {
  const s = await t.createStudent(fields);
  const { token } = await t.login(s.email);
  const setup = twoFactorSetupResponseSchema.parse((await post(apiPaths.twoFactorSetup, token)).body).data!;
  const enabled = await post(apiPaths.twoFactorEnable, token, { code: appCode(setup.secret) });
  expect(enabled.statusCode, JSON.stringify(enabled.body)).toBe(200);
  const { recoveryCodes } = recoveryCodesResponseSchema.parse(enabled.body).data!;
  nextStep();
  return { ...s, token, key: setup.secret, recoveryCodes };
}

const sessionsOf = async (studentId: number) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from sessions where student_id = $1', [studentId]))[0].n;

describe('two-factor settings (02 §2 otp-configuration)', () => {
  it('sets up with a QR code and a key, confirms with a code computed from the key, and answers ten recovery codes once', async () => {
    const s = await t.createStudent({});
    const { token } = await t.login(s.email);
    expect(await status(token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setupRes = await post(apiPaths.twoFactorSetup, token);
    expect(setupRes.statusCode).toBe(200);
    const setup = twoFactorSetupResponseSchema.parse(setupRes.body).data!;
    expect(setup.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const bareKey = setup.secret.replace(/ /g, '');
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(bareKey);
    expect(uri.searchParams.get('issuer')).toBe(twoFactorSettings.issuer);
    expect(decodeURIComponent(uri.pathname)).toContain(s.email);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Not on until confirmed: the password still signs in alone.
    expect((await t.login(s.email)).token).toBeTruthy();
    expectRefusal(
      await post(apiPaths.twoFactorEnable, token, { code: wrongCode(bareKey) }),
      400,
      twoFactorMessages.codeInvalid,
      twoFactorFailureCodes.codeInvalid,
    );
    const enabled = await post(apiPaths.twoFactorEnable, token, { code: appCode(bareKey) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.body.status.message).toBe(twoFactorMessages.enabled);
    const { recoveryCodes } = recoveryCodesResponseSchema.parse(enabled.body).data!;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await t.mailsTo(s.email)).at(-1)?.subject).toBe('Two-step verification is on');

    const on = await t.get(apiPaths.twoFactor, token);
    expect(on.body.data).toEqual({ enabled: true, enabledAt: t.clock().toISOString(), recoveryCodesLeft: 10 });
    // The status never answers the secret or the codes.
    expect(JSON.stringify(on.body)).not.toContain(bareKey);
    // Stored: the secret (it must compute codes), the recovery codes only as hashes.
    const stored = await t.db.query<{ code_hash: string }>(
      'select code_hash from two_factor_recovery_codes where student_id = $1',
      [s.studentId],
    );
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(code_hash).toMatch(/^[0-9a-f]{64}$/);

    // On: a new setup and a second confirmation are refused.
    expectRefusal(
      await post(apiPaths.twoFactorSetup, token),
      409,
      twoFactorMessages.alreadyEnabled,
      twoFactorFailureCodes.enabled,
    );
    nextStep();
    expectRefusal(
      await post(apiPaths.twoFactorEnable, token, { code: appCode(bareKey) }),
      409,
      twoFactorMessages.alreadyEnabled,
      twoFactorFailureCodes.enabled,
    );
  });

  it('accepts a time step once (RFC 6238 §5.2): the confirming code is refused again, the next step works', async () => {
    const s = await t.createStudent({});
    const { token } = await t.login(s.email);
    const key = twoFactorSetupResponseSchema.parse((await post(apiPaths.twoFactorSetup, token)).body).data!.secret;
    const code = appCode(key);
    expect((await post(apiPaths.twoFactorEnable, token, { code })).statusCode).toBe(200);
    expectRefusal(
      await post(apiPaths.twoFactorRecoveryCodes, token, { code }),
      400,
      twoFactorMessages.codeUsed,
      twoFactorFailureCodes.codeUsed,
    );
    // The previous step's code is within the window but older than the accepted one: used too.
    t.clock.advance(period);
    expectRefusal(
      await post(apiPaths.twoFactorRecoveryCodes, token, { code }),
      400,
      twoFactorMessages.codeUsed,
      twoFactorFailureCodes.codeUsed,
    );
    expect((await post(apiPaths.twoFactorRecoveryCodes, token, { code: appCode(key) })).statusCode).toBe(200);
  });

  it('needs a setup that is pending and unexpired; a new setup replaces the pending one', async () => {
    const s = await t.createStudent({});
    const { token } = await t.login(s.email);
    expectRefusal(
      await post(apiPaths.twoFactorEnable, token, { code: '123456' }),
      400,
      twoFactorMessages.noPendingSetup,
      twoFactorFailureCodes.setupExpired,
    );
    const first = twoFactorSetupResponseSchema.parse((await post(apiPaths.twoFactorSetup, token)).body).data!;
    const second = twoFactorSetupResponseSchema.parse((await post(apiPaths.twoFactorSetup, token)).body).data!;
    expect(second.secret).not.toBe(first.secret);
    expectRefusal(
      await post(apiPaths.twoFactorEnable, token, { code: appCode(first.secret) }),
      400,
      twoFactorMessages.codeInvalid,
      twoFactorFailureCodes.codeInvalid,
    );
    t.clock.advance(pendingSetupLifetimeMs);
    expectRefusal(
      await post(apiPaths.twoFactorEnable, token, { code: appCode(second.secret) }),
      400,
      twoFactorMessages.noPendingSetup,
      twoFactorFailureCodes.setupExpired,
    );
    expect((await status(token)).enabled).toBe(false);
  });

  it('turns off with an app code, mails a notice, and the password signs in alone again', async () => {
    const s = await studentWithTwoFactor();
    expectRefusal(
      await post(apiPaths.twoFactorDisable, s.token, { code: wrongCode(s.key) }),
      400,
      twoFactorMessages.codeInvalid,
      twoFactorFailureCodes.codeInvalid,
    );
    const off = await post(apiPaths.twoFactorDisable, s.token, { code: appCode(s.key) });
    expect(off.statusCode).toBe(200);
    expect(off.body.status.message).toBe(twoFactorMessages.disabled);
    expect((await t.mailsTo(s.email)).at(-1)?.subject).toBe('Two-step verification is off');
    expect(await status(s.token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(
      (await t.db.query('select 1 from two_factor_recovery_codes where student_id = $1', [s.studentId])).length,
    ).toBe(0);
    expect((await t.login(s.email)).token).toBeTruthy();
    expectRefusal(
      await post(apiPaths.twoFactorDisable, s.token, { code: appCode(s.key) }),
      409,
      twoFactorMessages.notEnabled,
      twoFactorFailureCodes.notEnabled,
    );
    expectRefusal(
      await post(apiPaths.twoFactorRecoveryCodes, s.token, { code: appCode(s.key) }),
      409,
      twoFactorMessages.notEnabled,
      twoFactorFailureCodes.notEnabled,
    );
  });

  it('turns off with a recovery code (written with capitals and without the dash)', async () => {
    const s = await studentWithTwoFactor();
    const typed = s.recoveryCodes[3].replace('-', '').toUpperCase();
    expect((await post(apiPaths.twoFactorDisable, s.token, { code: typed })).statusCode).toBe(200);
    expect((await status(s.token)).enabled).toBe(false);
  });

  it('makes ten new recovery codes for an app code only; the old ones stop working', async () => {
    const s = await studentWithTwoFactor();
    expectRefusal(
      await post(apiPaths.twoFactorRecoveryCodes, s.token, { code: s.recoveryCodes[0] }),
      400,
      twoFactorMessages.codeInvalid,
      twoFactorFailureCodes.codeInvalid,
    );
    const res = await post(apiPaths.twoFactorRecoveryCodes, s.token, { code: appCode(s.key) });
    expect(res.statusCode).toBe(200);
    const fresh = recoveryCodesResponseSchema.parse(res.body).data!.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => s.recoveryCodes.includes(c))).toEqual([]);
    expect((await t.mailsTo(s.email)).at(-1)?.subject).toBe('New recovery codes');
    expectRefusal(
      await secondStep((await challengeOf(s.email)).challengeToken, s.recoveryCodes[1]),
      400,
      twoFactorMessages.codeInvalid,
      twoFactorFailureCodes.codeInvalid,
    );
    expect((await secondStep((await challengeOf(s.email)).challengeToken, fresh[1])).statusCode).toBe(200);
  });

  it('limits wrong codes per student: after 5 the next waits (429 with Retry-After), even a right one', async () => {
    const s = await studentWithTwoFactor();
    for (let i = 0; i < 5; i++)
      expect((await post(apiPaths.twoFactorDisable, s.token, { code: wrongCode(s.key) })).statusCode).toBe(400);
    const limited = await post(apiPaths.twoFactorDisable, s.token, { code: appCode(s.key) });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status.code).toBe(failureCodes.tooManyAttempts);
    expect(limited.body.status.message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(limited.body.status.params).toEqual({ retryAfterMinutes: 1, limit: attemptLimitNames.attempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The sign-in's second step counts with them: a thief with the password cannot go on guessing there.
    expect((await secondStep((await challengeOf(s.email)).challengeToken, appCode(s.key))).statusCode).toBe(429);
    t.clock.advance(31_000);
    expect((await post(apiPaths.twoFactorDisable, s.token, { code: appCode(s.key) })).statusCode).toBe(200);
  });

  it('is the token’s student’s own: another student neither sees nor changes it', async () => {
    const owner = await studentWithTwoFactor();
    const other = await t.createStudent({});
    const { token } = await t.login(other.email);
    expect(await status(token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expectRefusal(
      await post(apiPaths.twoFactorDisable, token, { code: appCode(owner.key) }),
      409,
      twoFactorMessages.notEnabled,
      twoFactorFailureCodes.notEnabled,
    );
    expectRefusal(
      await post(apiPaths.twoFactorRecoveryCodes, token, { code: appCode(owner.key) }),
      409,
      twoFactorMessages.notEnabled,
      twoFactorFailureCodes.notEnabled,
    );
    // Naming the owner in the studentid header is refused outright.
    const asOwner = await t.call({ method: 'GET', url: apiPaths.twoFactor, token, studentIdHeader: owner.studentId });
    expect(asOwner.statusCode).toBe(403);
    expect((await status(owner.token)).enabled).toBe(true);
    expect((await status(owner.token)).recoveryCodesLeft).toBe(10);
  });

  it('needs a session and a well-formed code', async () => {
    expect((await t.call({ method: 'GET', url: apiPaths.twoFactor })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: apiPaths.twoFactorSetup })).statusCode).toBe(401);
    const s = await t.createStudent({});
    const { token } = await t.login(s.email);
    for (const code of ['12345', 'x'.repeat(21), 42]) {
      const res = await post(apiPaths.twoFactorEnable, token, { code });
      expect(res.statusCode).toBe(400);
      expect(res.body.status.code).toBe(failureCodes.validation);
    }
  });
});

describe('two-factor sign-in', () => {
  it('answers a challenge without a token or session; a code computed from the key then signs in', async () => {
    const s = await studentWithTwoFactor();
    const before = await sessionsOf(s.studentId);
    const res = await passwordSignIn(s.email);
    expect(res.statusCode).toBe(200);
    expect(res.body.token).toBeUndefined();
    const challenge = twoFactorChallengeSchema.parse(res.body.data);
    expect(challenge.expiresInSeconds).toBe(twoFactorChallengeLimits.lifetimeSeconds);
    expect(await sessionsOf(s.studentId)).toBe(before);

    const signedIn = await secondStep(challenge.challengeToken, appCode(s.key));
    expect(signedIn.statusCode, JSON.stringify(signedIn.body)).toBe(200);
    const body = loginResponseSchema.parse(signedIn.body);
    expect(body.status.message).toBe('Login successful.');
    expect(body.data!.emailId).toBe(s.email);
    expect((await t.get(apiPaths.twoFactor, body.token)).statusCode).toBe(200);
    // Used: the challenge signs in once.
    nextStep();
    expectRefusal(
      await secondStep(challenge.challengeToken, appCode(s.key)),
      401,
      twoFactorMessages.challengeExpired,
      twoFactorFailureCodes.challengeExpired,
    );
  });

  it('refuses a step used already: the code that just signed in does not sign in again', async () => {
    const s = await studentWithTwoFactor();
    const code = appCode(s.key);
    expect((await secondStep((await challengeOf(s.email)).challengeToken, code)).statusCode).toBe(200);
    expectRefusal(
      await secondStep((await challengeOf(s.email)).challengeToken, code),
      400,
      twoFactorMessages.codeUsed,
      twoFactorFailureCodes.codeUsed,
    );
  });

  it('signs in with a recovery code once; the same code is refused the second time', async () => {
    const s = await studentWithTwoFactor();
    const [code] = s.recoveryCodes;
    expect((await secondStep((await challengeOf(s.email)).challengeToken, code)).statusCode).toBe(200);
    expect((await status(s.token)).recoveryCodesLeft).toBe(9);
    expectRefusal(
      await secondStep((await challengeOf(s.email)).challengeToken, code),
      400,
      twoFactorMessages.codeInvalid,
      twoFactorFailureCodes.codeInvalid,
    );
  });

  it('kills a challenge at its fifth wrong code (429), after which even a right code is refused', async () => {
    const s = await studentWithTwoFactor();
    const { challengeToken } = await challengeOf(s.email);
    for (let i = 1; i < twoFactorChallengeLimits.wrongCodes; i++) {
      expectRefusal(
        await secondStep(challengeToken, wrongCode(s.key)),
        400,
        twoFactorMessages.codeInvalid,
        twoFactorFailureCodes.codeInvalid,
      );
    }
    expectRefusal(
      await secondStep(challengeToken, wrongCode(s.key)),
      429,
      twoFactorMessages.tooManyAttempts,
      twoFactorFailureCodes.challengeClosed,
    );
    expectRefusal(
      await secondStep(challengeToken, appCode(s.key)),
      401,
      twoFactorMessages.challengeExpired,
      twoFactorFailureCodes.challengeExpired,
    );
  });

  it('refuses an expired or unknown challenge', async () => {
    const s = await studentWithTwoFactor();
    const { challengeToken } = await challengeOf(s.email);
    t.clock.advance(twoFactorChallengeLimits.lifetimeSeconds * 1000);
    for (const token of [challengeToken, 'x'.repeat(43)]) {
      expectRefusal(
        await secondStep(token, appCode(s.key)),
        401,
        twoFactorMessages.challengeExpired,
        twoFactorFailureCodes.challengeExpired,
      );
    }
  });

  it('signs in once when one right code is sent twice at the same time', async () => {
    const s = await studentWithTwoFactor();
    const { challengeToken } = await challengeOf(s.email);
    const code = appCode(s.key);
    const answers = await Promise.all([secondStep(challengeToken, code), secondStep(challengeToken, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('mails the e-mail verification code only after the second step', async () => {
    const s = await studentWithTwoFactor({ isVerified: false });
    const mailed = (await t.mailsTo(s.email)).length;
    const { challengeToken } = await challengeOf(s.email);
    expect(await t.mailsTo(s.email)).toHaveLength(mailed);
    // Past the 30 s in which signing in again reuses the code mailed at the first sign-in.
    t.clock.advance(1000);
    expect((await secondStep(challengeToken, appCode(s.key))).statusCode).toBe(200);
    expect(await t.mailsTo(s.email)).toHaveLength(mailed + 1);
    expect(await lastCode(t, s.email)).toMatch(/^\d{6}$/);
  });

  it('asks social sign-in for the second step too', async () => {
    const s = await studentWithTwoFactor();
    // Social sign-in finds only a connected account (the trusting provider's subject is the e-mail).
    await t.db.query(
      `insert into connected_accounts (student_id, provider, subject, email, connected_at)
       select student_id, 'google', email, email, now() from students where email = $1`,
      [s.email],
    );
    const res = await t.call({
      method: 'POST',
      url: apiPaths.socialLogin,
      payload: { subjectIssuer: 'google', subjectToken: s.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.token).toBeUndefined();
    const { challengeToken } = twoFactorChallengeSchema.parse(res.body.data);
    expect(loginResponseSchema.parse((await secondStep(challengeToken, appCode(s.key))).body).token).toBeTruthy();
  });

  it('stays on through a password change', async () => {
    const s = await studentWithTwoFactor();
    const changed = await post(apiPaths.changePassword, s.token, {
      currentPassword: seedPassword,
      newPassword: 'N3w-pass',
    });
    expect(changed.statusCode).toBe(200);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.login,
      payload: { emailId: s.email, password: 'N3w-pass' },
    });
    expect(res.body.token).toBeUndefined();
    expect(twoFactorChallengeSchema.safeParse(res.body.data).success).toBe(true);
  });

  it('signs in the seeded otp@example.com with a code of its documented secret and with a recovery code', async () => {
    const email = seededAccounts.otp.email;
    const code = appCode(seededTwoFactor.secret);
    expect((await secondStep((await challengeOf(email)).challengeToken, code)).statusCode).toBe(200);
    const recovery = seededTwoFactor.recoveryCodes[9];
    expect((await secondStep((await challengeOf(email)).challengeToken, recovery)).statusCode).toBe(200);
    const { token } = loginResponseSchema.parse(
      (await secondStep((await challengeOf(email)).challengeToken, seededTwoFactor.recoveryCodes[8])).body,
    );
    expect((await status(token!)).recoveryCodesLeft).toBe(8);
    // twofactor@example.com starts with it off.
    expect((await t.login(seededAccounts.twoFactor.email)).token).toBeTruthy();
  });
});
