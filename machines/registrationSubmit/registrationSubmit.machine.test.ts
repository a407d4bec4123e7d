import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';

import { type Student, studentSchema } from '../../contracts/auth';
import type { RegistrationRequest } from '../../contracts/registration';
import { type Outcome, spyActor } from '../../tests/support/spyActor';
import * as timings from '../timings';
import { registrationCompletionMachine } from './registrationCompletion.machine';
import { registrationSubmitMachine } from './registrationSubmit.machine';
import type { BypassCheckoutInput, Registered, RegistrationSettings } from './registrationSubmit.types';

const student = (fields: Record<string, unknown> = {}): Student =>
  studentSchema.parse({
    studentId: 9,
    emailId: 'new@example.com',
    status: 'PaymentPending',
    isVerified: false,
    ...fields,
  });
const request: RegistrationRequest = {
  student: {
    firstName: 'New',
    lastName: 'Student',
    emailId: 'new@example.com',
    password: 'Passw0rd!',
    mobileNumber: '555-123-4567',
  },
  configCourseId: 901,
  flexifieldList: [],
};

function start(outcomes: { register: Outcome<Registered>; checkout?: Outcome<void>; student?: Outcome<Student> }) {
  const spies = { actions: vi.fn(), inputs: vi.fn() };
  const spy = <T, I>(name: string, outcome: Outcome<T> | undefined) => spyActor<T, I>(spies.inputs, name, outcome);
  const record = (name: string) => (_: unknown, params?: unknown) => spies.actions(name, params);
  const completion = registrationCompletionMachine.provide({
    actors: {
      checkout: spy<void, BypassCheckoutInput>('checkout', outcomes.checkout),
      loadStudent: spy<Student, { studentId: number }>('loadStudent', outcomes.student),
    },
    actions: {
      navigate: record('navigate'),
      holdTokenForVerification: record('holdTokenForVerification'),
      restoreToken: record('restoreToken'),
      storeToken: record('storeToken'),
      storeSession: record('storeSession'),
      clearSession: record('clearSession'),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(
    registrationSubmitMachine.provide({
      actors: {
        register: spy<Registered, RegistrationRequest>('register', outcomes.register),
        completeRegistration: completion,
      },
      actions: {
        navigate: record('navigate'),
        markRegistering: record('markRegistering'),
        clearLoginFlags: record('clearLoginFlags'),
        clearSession: record('clearSession'),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, spies, names: () => spies.actions.mock.calls.map(([name]) => name) };
}

const submit = (settings: RegistrationSettings, sms = { consentRequired: false, optedIn: false }) =>
  ({ type: 'registration.submit', request, sms, settings }) as const;

describe('registration submit actions (01 §4, §8, 02 §4)', () => {
  it('marks the registration, holds the token for the code, then goes to the cart signed in', async () => {
    const registered = { token: 'tok', student: student() };
    const { actor, spies, names } = start({ register: { ok: registered } });
    actor.send(submit({ attributes: {}, organisationId: 3004, azFlow: false }));
    await waitFor(actor, (s) => s.matches('completing'));
    expect(spies.actions).toHaveBeenCalledWith('markRegistering', { configCourseId: 901, organisationId: 3004 });
    expect(spies.actions).toHaveBeenCalledWith('holdTokenForVerification', { token: 'tok', studentId: 9 });
    expect(names()).not.toContain('storeSession');
    actor.getSnapshot().children.completeRegistration!.send({ type: 'email.verified' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(names()).toEqual([
      'markRegistering',
      'holdTokenForVerification',
      'restoreToken',
      'storeSession',
      'navigate',
    ]);
    expect(spies.actions).toHaveBeenLastCalledWith('navigate', { to: '/home/cart-summary' });
  });

  it('checks out a GSA bypass course for organisation 1481 and opens the dashboard after the details', async () => {
    const { actor, spies } = start({
      register: { ok: { token: 'tok', student: student({ isEmailVerficationSkipped: false }) } },
      checkout: { ok: undefined },
      student: { ok: student({ status: 'Active', defaultStPaymentTrxId: 44 }) },
    });
    actor.send(submit({ attributes: { PAYMENT_BYPASS: 'true' }, organisationId: 1481, azFlow: false }));
    await waitFor(actor, (s) => s.matches('completing'));
    actor.getSnapshot().children.completeRegistration!.send({ type: 'email.verified' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.inputs).toHaveBeenCalledWith('checkout', {
      token: 'tok',
      request: expect.objectContaining({
        paymentGateway: 'BYPASSPAYMENT',
        totalAmount: 0,
        isGatewayBypass: true,
        isGSACourse: true,
        organisationId: 1481,
        student: { studentId: 9 },
        configCourse: { configCourseId: 901 },
      }),
    });
    expect(spies.inputs).toHaveBeenCalledWith('loadStudent', { studentId: 9 });
    expect(spies.actions).toHaveBeenLastCalledWith('navigate', { to: '/home/dashboard' });
  });

  it('stores the token directly when verification is skipped and offers login after the bypass checkout', async () => {
    const { actor, spies, names } = start({
      register: { ok: { token: 'tok', student: student({ isEmailVerficationSkipped: true }) } },
      checkout: { ok: undefined },
    });
    actor.send(submit({ attributes: { PAYMENT_BYPASS: 'true' }, azFlow: false }));
    await waitFor(actor, (s) => s.matches('completing'));
    await waitFor(actor.getSnapshot().children.completeRegistration!, (s) => s.matches('courseAllocated'));
    expect(spies.actions).toHaveBeenCalledWith('storeToken', { token: 'tok', studentId: 9 });
    // The checkout starts in the completion's first step, before storeToken has run: it carries the token itself.
    expect(spies.inputs).toHaveBeenCalledWith('checkout', expect.objectContaining({ token: 'tok' }));
    actor.getSnapshot().children.completeRegistration!.send({ type: 'account.login' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(names().slice(-2)).toEqual(['clearSession', 'navigate']);
    expect(spies.actions).toHaveBeenLastCalledWith('navigate', { to: '/login' });
  });

  it("submits 1 s after 'Okay, sign me up', opted in to SMS", async () => {
    const { actor, clock, spies } = start({
      register: { fail: { kind: 'failure', httpStatus: 409, message: 'Duplicate Email Id' } },
    });
    actor.send(submit({ attributes: {}, azFlow: false }, { consentRequired: true, optedIn: false }));
    actor.send({ type: 'sms.optIn' });
    clock.increment(timings.smsConfirmationDelay - 1);
    expect(spies.inputs).not.toHaveBeenCalled();
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ editing: 'emailTaken' }));
    expect(spies.inputs).toHaveBeenCalledWith('register', {
      ...request,
      student: { ...request.student, isStudentOptSms: true },
    });
  });

  it("clears the login flags and returns to /login 5 s after 'We could not register you to the course'", async () => {
    const { actor, clock, spies } = start({
      register: { fail: { kind: 'failure', httpStatus: 400, message: 'We could not register you to the course' } },
    });
    actor.send(submit({ attributes: {}, azFlow: false }));
    await waitFor(actor, (s) => s.matches('notRegistered'));
    expect(spies.actions).toHaveBeenCalledWith('clearLoginFlags', undefined);
    clock.increment(timings.registrationErrorRedirect);
    expect(spies.actions).toHaveBeenLastCalledWith('navigate', { to: '/login' });
  });

  it("opens the 'already registered' modal 5 s after the existing-e-mail message and logs out 5 s later", async () => {
    const message = 'Email id already registered with us please contact support team for registering to this course';
    const { actor, clock, names } = start({ register: { fail: { kind: 'failure', httpStatus: 409, message } } });
    actor.send(submit({ attributes: {}, azFlow: false }));
    await waitFor(actor, (s) => s.matches('existingEmail'));
    clock.increment(timings.existingEmailModalDelay);
    expect(actor.getSnapshot().matches({ alreadyRegistered: 'closing' })).toBe(true);
    clock.increment(timings.existingEmailLogout);
    expect(actor.getSnapshot().status).toBe('done');
    expect(names().slice(-2)).toEqual(['clearSession', 'navigate']);
  });
});
