import { describe, expect, it } from 'vitest';

import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { invalidAnswer } from '@shared/api/failures';
import { createLoginActors } from '@flows/login/login.actors';

import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createLoginActors(fakeArea(signInEndpoints, calls));

const student = {
  studentId: 101,
  firstName: 'Sam',
  lastName: 'Student',
  emailId: 'student@example.com',
  status: 'Active',
  isVerified: true,
  isEligible: true,
};
const credentials = { emailId: 'student@example.com', password: 'Passw0rd!', domainUrl: 'http://localhost:8080' };
const social = { provider: 'google', organisationId: 2001 };
const handoff = 'http://localhost:8080/dev/legacy-platform?token=handoff';

describe('createLoginActors', () => {
  it.each([
    {
      name: 'login keeps the token, the student and the message',
      actor: 'login',
      input: credentials,
      answers: { login: envelope(student, { token: 'session-token', message: 'Login successful.' }) },
      expected: { output: { token: 'session-token', student, message: 'Login successful.' } },
      call: 'login',
      sent: credentials,
    },
    {
      name: 'login keeps the ineligibility message (01 §4)',
      actor: 'login',
      input: credentials,
      answers: {
        login: envelope(
          { ...student, isEligible: false },
          { token: 'session-token', message: 'You are not eligible to take this course.' },
        ),
      },
      expected: {
        output: {
          token: 'session-token',
          student: { ...student, isEligible: false },
          message: 'You are not eligible to take this course.',
        },
      },
      call: 'login',
      sent: credentials,
    },
    {
      name: 'login without a token is an invalid answer',
      actor: 'login',
      input: credentials,
      answers: { login: envelope(student) },
      expected: { error: invalidAnswer },
      call: 'login',
      sent: credentials,
    },
    {
      name: 'login without the student is an invalid answer',
      actor: 'login',
      input: credentials,
      answers: { login: { ...noData(), token: 'session-token' } },
      expected: { error: invalidAnswer },
      call: 'login',
      sent: credentials,
    },
    {
      name: 'legacyLogin hands over the redirect address only',
      actor: 'legacyLogin',
      input: credentials,
      answers: { legacyLogin: envelope({ redirectUrl: handoff }) },
      expected: { output: { redirectUrl: handoff } },
      call: 'legacyLogin',
      sent: credentials,
    },
    {
      // No provider SDK in the browser: no subjectToken, the server says whether it can sign in.
      name: 'socialLogin asks for the provider and organisation and signs in like login',
      actor: 'socialLogin',
      input: social,
      answers: { socialLogin: envelope(student, { token: 'social-token' }) },
      expected: { output: { token: 'social-token', student, message: '' } },
      call: 'socialLogin',
      sent: { subjectIssuer: 'google', requestType: 'login', organisationId: 2001 },
    },
    {
      name: 'socialLogin without a token is an invalid answer',
      actor: 'socialLogin',
      input: social,
      answers: { socialLogin: envelope(student) },
      expected: { error: invalidAnswer },
      call: 'socialLogin',
      sent: { subjectIssuer: 'google', requestType: 'login', organisationId: 2001 },
    },
  ])('$name', async ({ actor, input, answers, expected, call, sent }) => {
    const { result, calls } = await outcomeOf(actorsWith, actor, input, answers);
    expect(result).toEqual(expected);
    expect(calls[call]).toHaveBeenCalledWith(sent, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['login', 'login', credentials],
    ['legacyLogin', 'legacyLogin', credentials],
    ['socialLogin', 'socialLogin', social],
  ]);
});
