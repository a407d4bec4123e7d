import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';

import { studentSchema } from '../../contracts/auth';
import { type Outcome, spyActor } from '../../tests/support/spyActor';
import type { Failure } from '../shared/failure';
import * as timings from '../timings';
import { loginMachine } from './login.machine';
import type { LegacyHandoff, LoginRequestInput, SignInOutcome, SocialLoginInput } from './login.types';

const student = (fields: Record<string, unknown> = {}) =>
  studentSchema.parse({ studentId: 9, emailId: 'student@example.com', status: 'Active', isVerified: true, ...fields });

/** The machine with fixed answers, spying on the outside-world actions and the actors' inputs. */
function start(outcomes: {
  login?: Outcome<SignInOutcome>;
  legacy?: Outcome<LegacyHandoff>;
  social?: Outcome<SignInOutcome>;
}) {
  const spies = {
    navigate: vi.fn(),
    openExternal: vi.fn(),
    storeSession: vi.fn(),
    clearLoginFlags: vi.fn(),
    inputs: vi.fn(),
  };
  const spy = <T, I>(name: string, outcome: Outcome<T> | undefined) => spyActor<T, I>(spies.inputs, name, outcome);
  const clock = new SimulatedClock();
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: spy<SignInOutcome, LoginRequestInput>('login', outcomes.login),
        legacyLogin: spy<LegacyHandoff, LoginRequestInput>('legacyLogin', outcomes.legacy),
        socialLogin: spy<SignInOutcome, SocialLoginInput>('socialLogin', outcomes.social),
      },
      actions: {
        navigate: (_, params) => spies.navigate(params.to),
        openExternal: (_, params) => spies.openExternal(params.url),
        storeSession: (_, params) => spies.storeSession(params),
        clearLoginFlags: () => spies.clearLoginFlags(),
      },
    }),
    { clock, input: { domainUrl: 'https://school.example', organisationId: 2001, socialLogin: true } },
  ).start();
  return { actor, clock, spies };
}

const submit = { type: 'credentials.submit', emailId: 'student@example.com', password: 'Passw0rd!' } as const;

describe('login machine actions (01 §4 Login)', () => {
  it('sends the credentials with the domain, stores the session and goes to the dashboard', async () => {
    const session = { token: 't', student: student(), message: '' };
    const { actor, spies } = start({ login: { ok: session } });
    actor.send(submit);
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.inputs).toHaveBeenCalledWith('login', {
      emailId: 'student@example.com',
      password: 'Passw0rd!',
      domainUrl: 'https://school.example',
    });
    expect(spies.storeSession).toHaveBeenCalledWith(session);
    expect(spies.navigate).toHaveBeenCalledWith('/home/dashboard');
  });

  it("sends 'Payment Pending' to settings, after the e-mail code when not verified", async () => {
    const verified = start({
      login: { ok: { token: 't', student: student({ status: 'Payment Pending' }), message: '' } },
    });
    verified.actor.send(submit);
    await waitFor(verified.actor, (s) => s.status === 'done');
    expect(verified.spies.navigate).toHaveBeenCalledWith('/home/settings');

    const unverified = start({
      login: { ok: { token: 't', student: student({ status: 'PaymentPending', isVerified: false }), message: '' } },
    });
    unverified.actor.send(submit);
    await waitFor(unverified.actor, (s) => s.matches('verifyingEmail'));
    expect(unverified.spies.storeSession).toHaveBeenCalled();
    expect(unverified.spies.navigate).not.toHaveBeenCalled();
    unverified.actor.send({ type: 'email.verified' });
    expect(unverified.spies.navigate).toHaveBeenCalledWith('/home/settings');
  });

  it('does not keep an ineligible student: clears login flags and returns to /login after 5 s', async () => {
    const { actor, clock, spies } = start({
      login: { ok: { token: 't', student: student({ isEligible: false }), message: 'Not eligible' } },
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('ineligible'));
    expect(spies.clearLoginFlags).toHaveBeenCalledTimes(1);
    expect(spies.storeSession).not.toHaveBeenCalled();
    clock.increment(timings.ineligibleRedirect - 1);
    expect(spies.navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(spies.navigate).toHaveBeenCalledWith('/login');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('goes to /forgot-password 2 s after a password-expired answer', async () => {
    const { actor, clock, spies } = start({
      login: { fail: { kind: 'failure', httpStatus: 403, code: 'PASSWORD_EXPIRED', message: '' } },
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('passwordExpired'));
    clock.increment(timings.passwordExpiredRedirect);
    expect(spies.navigate).toHaveBeenCalledWith('/forgot-password');
  });

  it('waits 3 s before a repeated submit reaches the server', async () => {
    const { actor, clock, spies } = start({
      login: { fail: { kind: 'unauthorized', httpStatus: 401, code: 'UNAUTHORIZED', message: '' } },
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('waitingToRetry'));
    expect(spies.inputs).toHaveBeenCalledTimes(1);
    clock.increment(timings.repeatedLoginDelay);
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(spies.inputs).toHaveBeenCalledTimes(2);
  });

  it('falls back to the legacy login and hands off to the old platform or registration', async () => {
    const legacyAccount: Failure = { kind: 'failure', httpStatus: 409, code: 'LEGACY_ACCOUNT', message: '' };
    const proceed = start({
      login: { fail: legacyAccount },
      legacy: { ok: { redirectUrl: 'https://old.example/?token=x' } },
    });
    proceed.actor.send(submit);
    await waitFor(proceed.actor, (s) => s.matches('legacyFound'));
    expect(proceed.spies.inputs).toHaveBeenCalledWith('legacyLogin', {
      emailId: 'student@example.com',
      password: 'Passw0rd!',
      domainUrl: 'https://school.example',
    });
    proceed.actor.send({ type: 'legacy.proceed' });
    expect(proceed.spies.openExternal).toHaveBeenCalledWith('https://old.example/?token=x');

    const register = start({ login: { fail: legacyAccount }, legacy: { ok: { redirectUrl: 'https://old.example/' } } });
    register.actor.send(submit);
    await waitFor(register.actor, (s) => s.matches('legacyFound'));
    register.actor.send({ type: 'legacy.register' });
    expect(register.spies.navigate).toHaveBeenCalledWith('/register');
  });

  it('goes to the interstitial 2.5 s after a failed legacy call', async () => {
    const network: Failure = { kind: 'network', httpStatus: 0, message: '' };
    const { actor, clock, spies } = start({ login: { fail: network }, legacy: { fail: network } });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('legacyFailed'));
    clock.increment(timings.legacyFailureRedirect);
    expect(spies.navigate).toHaveBeenCalledWith('/account-help');
  });

  it('shows the sign-in limit (429) in the form without trying the legacy login; a limited legacy login replaces the first error', async () => {
    const limited: Failure = {
      kind: 'failure',
      httpStatus: 429,
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please try again in 2 minutes.',
    };
    const main = start({ login: { fail: limited } });
    main.actor.send(submit);
    await waitFor(main.actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(main.actor.getSnapshot().context.failure).toEqual(limited);
    expect(main.spies.inputs).not.toHaveBeenCalledWith('legacyLogin', expect.anything());

    const legacyAccount: Failure = { kind: 'failure', httpStatus: 409, code: 'LEGACY_ACCOUNT', message: '' };
    const legacy = start({ login: { fail: legacyAccount }, legacy: { fail: limited } });
    legacy.actor.send(submit);
    await waitFor(legacy.actor, (s) => s.matches('editing') && s.context.failure?.httpStatus === 429);
    expect(legacy.spies.navigate).not.toHaveBeenCalled();
  });

  it('signs in through a provider with the organisation and no token', async () => {
    const { actor, spies } = start({ social: { ok: { token: 't', student: student(), message: '' } } });
    actor.send({ type: 'social.select', provider: 'microsoft' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.inputs).toHaveBeenCalledWith('socialLogin', { provider: 'microsoft', organisationId: 2001 });
    expect(spies.navigate).toHaveBeenCalledWith('/home/dashboard');
  });

  it('offers social sign-in only once the organisation switches it on', () => {
    const actor = createActor(loginMachine, { input: { domainUrl: '', socialLogin: false } }).start();
    expect(actor.getSnapshot().can({ type: 'social.select', provider: 'google' })).toBe(false);
    actor.send({ type: 'branding.change', organisationId: 2001, socialLogin: true });
    expect(actor.getSnapshot().can({ type: 'social.select', provider: 'google' })).toBe(true);
    expect(actor.getSnapshot().context.organisationId).toBe(2001);
  });
});
