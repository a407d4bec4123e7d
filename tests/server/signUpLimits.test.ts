import { afterEach, describe, expect, it, vi } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import type { RegistrationRequest } from '../../contracts/registration';
import { buildApp } from '../../server/app';
import { authMessages } from '../../server/auth/authMessages';
import * as password from '../../server/auth/password';
import { attemptLimits } from '../../server/auth/throttle';
import { configFromEnv, defaultConfig } from '../../server/config';
import { seededGsaVehicleTag } from '../../server/seed';
import { expectRefusal, keyHeader, uniqueEmail, useTestServer } from './helpers';
import { checkout, parentRequestCheckout } from './paymentHelpers';

const t = useTestServer();
afterEach(() => vi.restoreAllMocks());

let addresses = 0;
/** A client address no other test of the file uses (the limits key on it). */
const newAddress = () => `198.51.100.${++addresses}`;

const registration = (o: { emailId?: string; vehicleTag?: string } = {}): RegistrationRequest => ({
  configCourseId: o.vehicleTag ? 901 : 611,
  organisationId: o.vehicleTag ? 1481 : 1001,
  flexifieldList: [],
  ...(o.vehicleTag ? { vehicleTag: o.vehicleTag } : {}),
  student: {
    firstName: 'Robin',
    lastName: 'Limit',
    emailId: o.emailId ?? uniqueEmail('limit'),
    password: 'Kite-runner7',
    isStudentOptSms: false,
    isStudentOptMail: true,
    state: o.vehicleTag ? null : { stateId: 5 },
  },
});
const register = (body: RegistrationRequest, remoteAddress: string) =>
  t.call({ method: 'POST', url: apiPaths.registration, payload: body, remoteAddress });
const express = (emailId: string, remoteAddress: string) =>
  t.call({
    method: 'POST',
    url: apiPaths.expressRegistration,
    payload: { emailId, password: 'Express#2024', configCourseId: 611, organisationId: 1001, paymentMethod: 'Paypal' },
    remoteAddress,
  });
const tooMany = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
function expectLimited(res: { statusCode: number; body: any; headers: Record<string, unknown> }) {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(429);
  expect(res.body.status.code).toBe(failureCodes.rateLimited);
  expect(res.body.status.message).toMatch(tooMany);
  expect(res.body.status.params).toEqual({ retryAfterMinutes: expect.any(Number), limit: attemptLimitNames.attempts });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}
/** Counts the password hashes made while `run` runs. */
async function hashesDuring(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(password, 'hashPassword');
  await run();
  const n = spy.mock.calls.length;
  spy.mockRestore();
  return n;
}

describe('sign-up limits', () => {
  it('limits registrations and express sign-ups from one client address together, before any hash or mail', async () => {
    const address = newAddress();
    const { threshold } = attemptLimits.signUpAddress;
    for (let i = 0; i < threshold; i++) {
      const res = i % 2 ? await express(uniqueEmail('fast'), address) : await register(registration(), address);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    const refusedEmail = uniqueEmail('limit');
    let refused: Awaited<ReturnType<typeof register>> | undefined;
    expect(
      await hashesDuring(async () => (refused = await register(registration({ emailId: refusedEmail }), address))),
    ).toBe(0);
    expectLimited(refused!);
    expectLimited(await express(uniqueEmail('fast'), address));
    expect(await t.mailsTo(refusedEmail)).toEqual([]);
    // Another address is not held up (and its sign-up is the one hash counted), and the wait ends.
    expect(
      await hashesDuring(async () => expect((await register(registration(), newAddress())).statusCode).toBe(200)),
    ).toBe(1);
    t.clock.advance(attemptLimits.signUpAddress.firstDelayMs);
    expect((await register(registration(), address)).statusCode).toBe(200);
  });

  it('takes the number per address from SIGN_UP_LIMIT_PER_ADDRESS (a school signing up classes, a browser test run)', async () => {
    expect(configFromEnv({}).limits).toEqual({ signUpsPerAddress: 30, parentLinksPerRecipient: 5 });
    expect(configFromEnv({ SIGN_UP_LIMIT_PER_ADDRESS: '200', PARENT_LINK_LIMIT_PER_RECIPIENT: '12' }).limits).toEqual({
      signUpsPerAddress: 200,
      parentLinksPerRecipient: 12,
    });
    for (const bad of ['0', '-3', 'many', '2.5'])
      expect(() => configFromEnv({ SIGN_UP_LIMIT_PER_ADDRESS: bad })).toThrow(/SIGN_UP_LIMIT_PER_ADDRESS/);

    const app = buildApp({
      db: t.db,
      config: defaultConfig({ limits: { signUpsPerAddress: 2, parentLinksPerRecipient: 5 } }),
      clock: t.clock,
    });
    try {
      const address = newAddress();
      const signUp = () =>
        app.inject({
          method: 'POST',
          url: apiPaths.registration,
          headers: keyHeader,
          payload: registration(),
          remoteAddress: address,
        });
      expect((await signUp()).statusCode).toBe(200);
      expect((await signUp()).statusCode).toBe(200);
      expect((await signUp()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('limits sign-ups of one e-mail address whatever the client address (retries of a refusal)', async () => {
    const emailId = uniqueEmail('gsa');
    for (let i = 0; i < attemptLimits.signUpEmail.threshold; i++) {
      const res = await register(registration({ emailId, vehicleTag: seededGsaVehicleTag }), newAddress());
      expect(res.body.status.code).toBe('VEHICLE_TAG_TAKEN');
    }
    expectLimited(await register(registration({ emailId, vehicleTag: seededGsaVehicleTag }), newAddress()));
  });
});

describe('parent link limits', () => {
  async function studentWithCourse() {
    const s = await t.createStudent({ status: 'PaymentPending' });
    await t.db.query('insert into student_courses (student_id, config_course_id) values ($1, 611)', [s.studentId]);
    return { ...s, token: (await t.login(s.email)).token };
  }
  const askParent = (token: string, parentEmail: string) =>
    t.call({ method: 'POST', url: apiPaths.parentToken, token, payload: { parentEmail, primaryConfigCourseId: 611 } });

  it('limits the links one student mails, whatever the addresses', async () => {
    const s = await studentWithCourse();
    for (let i = 0; i < attemptLimits.parentLinkStudent.threshold; i++)
      expect((await askParent(s.token, uniqueEmail('parent'))).statusCode).toBe(200);
    const target = uniqueEmail('parent');
    expectLimited(await askParent(s.token, target));
    expect(await t.mailsTo(target)).toEqual([]);
    // The checkout's parent payment request mails a link too: the same count.
    expectLimited(await checkout(t, s.token, parentRequestCheckout(s.studentId, uniqueEmail('parent'))));
  });

  it('limits the links mailed to one address, whoever asks', async () => {
    const target = uniqueEmail('parent');
    for (let i = 0; i < attemptLimits.parentLinkRecipient.threshold; i++) {
      const s = await studentWithCourse();
      expect((await askParent(s.token, target)).statusCode).toBe(200);
    }
    const late = await studentWithCourse();
    expectLimited(await checkout(t, late.token, parentRequestCheckout(late.studentId, target.toUpperCase())));
    expectLimited(await askParent(late.token, target));
    expect(await t.mailsTo(target)).toHaveLength(attemptLimits.parentLinkRecipient.threshold);
  });
});

describe('reset password', () => {
  it('checks the link before it hashes the new password', async () => {
    let res: Awaited<ReturnType<typeof t.call>> | undefined;
    const hashes = await hashesDuring(
      async () =>
        (res = await t.call({
          method: 'POST',
          url: apiPaths.resetPassword,
          payload: { resetToken: 'x'.repeat(43), password: 'Lantern-42-fog' },
        })),
    );
    expectRefusal(res!, 400, authMessages.resetInvalid, failureCodes.tokenInvalid);
    expect(hashes).toBe(0);
  });
});
