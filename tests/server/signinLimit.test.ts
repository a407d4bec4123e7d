import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { buildApp } from '../../server/app';
import { repeatedRefusalPause } from '../../server/auth/signInLimits';
import { minutes } from '../../server/clock';
import { defaultConfig } from '../../server/config';
import { seededAccounts, seedPassword, useTestServer } from './helpers';

// Addresses are simulated with X-Forwarded-For, as a load balancer in front would send them.
const t = useTestServer({ config: { trustProxy: true } });
// Hundreds of refusals below: answered at once here; the pause has its own test.
repeatedRefusalPause.ms = 0;
let addresses = 0;
/** Each test signs in from its own address (trustProxy is on), so the per-address limit of one test does not leak. */
const newAddress = () => `198.51.100.${++addresses}`;

const login = (emailId: string, password: string, address: string) =>
  t.call({
    method: 'POST',
    url: apiPaths.login,
    payload: { emailId, password },
    headers: { 'x-forwarded-for': address },
  });
const limited = (minutes: number) => ({
  success: false,
  message: `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  code: failureCodes.rateLimited,
  params: { retryAfterMinutes: minutes, limit: attemptLimitNames.signIn },
});

describe('sign-in limit per account', () => {
  it('answers 429 with Retry-After after 5 wrong passwords, before the password is checked, and lets the account in after the wait', async () => {
    const s = await t.createStudent({});
    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(s.email, 'Wrong-pass1', ip)).statusCode).toBe(401);
    const refused = await login(s.email, 'Wrong-pass1', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toEqual({ status: limited(1) });
    // The right password is refused too during the wait: a guess then reveals nothing.
    expect((await login(s.email, s.password, ip)).statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await login(s.email, s.password, ip)).statusCode).toBe(200);
    // The success cleared the count: five more typos are allowed.
    for (let i = 0; i < 5; i++) expect((await login(s.email, 'Wrong-pass1', ip)).statusCode).toBe(401);
    expect((await login(s.email, 'Wrong-pass1', ip)).statusCode).toBe(429);
  });

  it('doubles the wait after each further wrong password, up to 15 minutes', async () => {
    const s = await t.createStudent({});
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await login(s.email, 'Wrong-pass1', ip);
    const waits: string[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await login(s.email, 'Wrong-pass1', ip);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      waits.push(`${seconds}`);
      t.clock.advance(seconds * 1000);
      expect((await login(s.email, 'Wrong-pass1', ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120', '240', '480', '900', '900']);
    expect((await login(s.email, 'Wrong-pass1', ip)).body.status).toEqual(limited(15));
  });

  it('treats an unknown e-mail exactly like a known one (no account enumeration), case-insensitively', async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? 'Ghost@Example.com' : 'ghost@example.com', 'Wrong-pass1', ip)).statusCode).toBe(401);
    const refused = await login('GHOST@example.com', 'Wrong-pass1', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: limited(1) });
  });

  it('200 wrong passwords for one account: 5 are checked, 195 refused with 429', async () => {
    const s = await t.createStudent({});
    const ip = newAddress();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const { statusCode } = await login(s.email, `Wrong-${i}`, ip);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 5, 429: 195 });
  });

  it('parallel guesses cannot get past the limit (each is counted before it is checked)', async () => {
    const s = await t.createStudent({});
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(s.email, 'Wrong-pass1', ip)));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
  });

  it('shares the count with the legacy login, which takes password guesses too', async () => {
    const ip = newAddress();
    const legacy = (password: string) =>
      t.call({
        method: 'POST',
        url: apiPaths.legacyLogin,
        payload: { emailId: seededAccounts.legacy.email, password },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 5; i++)
      expect((await legacy('Wrong-pass1')).body.status.code).toBe(failureCodes.legacyPasswordMismatch);
    const refused = await login(seededAccounts.legacy.email, seedPassword, ip);
    expect(refused.statusCode).toBe(429);
    expect((await legacy(seedPassword)).statusCode).toBe(429);
    t.clock.advance(30_000);
    // The right legacy password hands over and clears the count.
    expect((await legacy(seedPassword)).body.status.success).toBe(true);
    expect((await login(seededAccounts.legacy.email, 'Wrong-pass1', ip)).statusCode).toBe(409);
  });

  it('is kept in the database: a second server process on the same database refuses too', async () => {
    const s = await t.createStudent({});
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await login(s.email, 'Wrong-pass1', ip);
    const other = buildApp({ db: t.db, config: defaultConfig({ devMailbox: true }), clock: t.clock });
    try {
      const res = await other.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { emailId: s.email, password: s.password },
        headers: { 'ocp-apim-subscription-key': defaultConfig().subscriptionKey, 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('a client hammering a locked account', () => {
  it('waits about a second for each repeated refusal on its own connection, while other calls are answered meanwhile', async () => {
    const s = await t.createStudent({});
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await login(s.email, 'Wrong-pass1', ip);
    expect((await login(s.email, 'Wrong-pass1', ip)).statusCode).toBe(429); // the first refusal: at once
    repeatedRefusalPause.ms = 1000;
    try {
      const started = Date.now();
      let statesAnsweredAfter = Infinity;
      const [refused] = await Promise.all([
        login(s.email, 'Wrong-pass1', ip),
        t
          .call({ method: 'GET', url: `${apiPaths.states}?IsActive=true` })
          .then(() => (statesAnsweredAfter = Date.now() - started)),
      ]);
      const refusedAfter = Date.now() - started;
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refusedAfter).toBeGreaterThanOrEqual(950);
      expect(statesAnsweredAfter).toBeLessThan(refusedAfter);
    } finally {
      repeatedRefusalPause.ms = 0;
    }
  });
});

describe('sign-in limit per address', () => {
  it('refuses an address after 20 wrong passwords over any accounts; other addresses and accounts are not affected', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++)
      expect((await login(`stuffing-${i}@example.com`, 'Wrong-pass1', ip)).statusCode).toBe(401);
    const refused = await login('stuffing-new@example.com', 'Wrong-pass1', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect((await login(seededAccounts.student.email, seedPassword, ip)).statusCode).toBe(429);
    // Someone else, elsewhere, signs in normally.
    expect((await login(seededAccounts.student.email, seedPassword, newAddress())).statusCode).toBe(200);
    t.clock.advance(minutes(10));
    expect((await login(seededAccounts.student.email, seedPassword, ip)).statusCode).toBe(200);
  });

  it('does not charge the address for right passwords, even 30 students signing in at once from one school address', async () => {
    const ip = newAddress();
    const students = await Promise.all(Array.from({ length: 30 }, () => t.createStudent({})));
    const answers = await Promise.all(students.map((s) => login(s.email, s.password, ip)));
    expect(answers.map((a) => a.statusCode)).toEqual(students.map(() => 200));
    for (let i = 0; i < 25; i++)
      expect((await login(seededAccounts.student.email, seedPassword, ip)).statusCode).toBe(200);
  });
});

describe('sign-in limit per address without a trusted proxy (the default)', () => {
  it('ignores a forged X-Forwarded-For: wrong passwords from one socket lock that address whatever the header says', async () => {
    const direct = buildApp({ db: t.db, config: defaultConfig(), clock: t.clock });
    await direct.ready();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await direct.inject({
          method: 'POST',
          url: apiPaths.login,
          remoteAddress: '192.0.2.77',
          payload: { emailId: `forged-${i}@example.com`, password: 'Wrong-pass1' },
          headers: {
            'ocp-apim-subscription-key': defaultConfig().subscriptionKey,
            'x-forwarded-for': `203.0.113.${i}`,
          },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(codes[20]).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
