import { describe } from 'vitest';

import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { invalidAnswer } from '@shared/api/failures';
import { createLoginActors, createTwoFactorSignInActors } from '@flows/login/login.actors';

import { loginStudent } from '../../model/login.model';
import { actorsOver, answersTable, envelope, failuresPassThrough, handedOn, noData } from './actorTable';

const actorsWith = actorsOver(createLoginActors, signInEndpoints);

const student = loginStudent();
const credentials = { emailId: 'student@example.com', password: 'Passw0rd!', domainUrl: 'http://localhost:8080' };
const social = { provider: 'google', organisationId: 2001 };
const handoff = 'http://localhost:8080/dev/legacy-platform?token=handoff';
/** Answers login and socialLogin read alike: a two-step challenge, and a student without a token. */
const signInAnswers = [
  {
    name: 'of a student with two-step verification on is the challenge, without a session',
    answer: envelope(
      { twoFactorRequired: true, challengeToken: 'challenge-token-0123456789', expiresInSeconds: 300 },
      { message: 'Login successful.' },
    ),
    expected: { output: { challengeToken: 'challenge-token-0123456789' } },
  },
  { name: 'without a token is an invalid answer', answer: envelope(student), expected: { error: invalidAnswer } },
];

describe('createLoginActors', () => {
  answersTable('login $name', actorsWith, { actor: 'login', call: 'login', input: credentials }, [
    {
      name: 'keeps the token, the student and the message',
      answer: envelope(student, { token: 'session-token', message: 'Login successful.' }),
      expected: { output: { token: 'session-token', student, message: 'Login successful.' } },
    },
    {
      name: 'keeps the ineligibility message (01 §4)',
      answer: envelope(
        { ...student, isEligible: false },
        { token: 'session-token', message: 'You are not eligible to take this course.' },
      ),
      expected: {
        output: {
          token: 'session-token',
          student: { ...student, isEligible: false },
          message: 'You are not eligible to take this course.',
        },
      },
    },
    ...signInAnswers,
    {
      name: 'without the student is an invalid answer',
      answer: { ...noData(), token: 'session-token' },
      expected: { error: invalidAnswer },
    },
  ]);

  answersTable('legacyLogin $name', actorsWith, { actor: 'legacyLogin', call: 'legacyLogin', input: credentials }, [
    { name: 'hands over the redirect address only', ...handedOn({ redirectUrl: handoff }) },
  ]);

  // No provider SDK in the browser: no subjectToken, the server says whether it can sign in.
  answersTable(
    'socialLogin $name',
    actorsWith,
    {
      actor: 'socialLogin',
      call: 'socialLogin',
      input: social,
      sent: [{ subjectIssuer: 'google', requestType: 'login', organisationId: 2001 }],
    },
    [
      {
        name: 'asks for the provider and organisation and signs in like login',
        answer: envelope(student, { token: 'social-token' }),
        expected: { output: { token: 'social-token', student, message: '' } },
      },
      ...signInAnswers,
    ],
  );

  failuresPassThrough(actorsWith, [
    ['login', 'login', credentials],
    ['legacyLogin', 'legacyLogin', credentials],
    ['socialLogin', 'socialLogin', social],
  ]);
});

const secondFactorWith = actorsOver(createTwoFactorSignInActors, signInEndpoints);
const codeRequest = { challengeToken: 'challenge-token-0123456789', code: '123456' };

describe('createTwoFactorSignInActors', () => {
  answersTable(
    'verifySecondFactor $name',
    secondFactorWith,
    { actor: 'verifySecondFactor', call: 'twoFactorLogin', input: codeRequest },
    [
      {
        name: 'signs in with the session the right code gets',
        answer: envelope(student, { token: 'session-token', message: 'Login successful.' }),
        expected: { output: { token: 'session-token', student, message: 'Login successful.' } },
      },
      { name: 'without a token is an invalid answer', answer: envelope(student), expected: { error: invalidAnswer } },
    ],
  );

  failuresPassThrough(secondFactorWith, [['verifySecondFactor', 'twoFactorLogin', codeRequest]]);
});
