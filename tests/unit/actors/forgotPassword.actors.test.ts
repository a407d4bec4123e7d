import { describe, expect, it } from 'vitest';

import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { createForgotPasswordActors } from '@flows/forgotPassword/forgotPassword.actors';

import { type ActorsWith, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createForgotPasswordActors(fakeArea(signInEndpoints, calls));

describe('createForgotPasswordActors', () => {
  it.each([
    // The server's message is not the machine's business: the page says its own words.
    {
      name: 'requestReset sends the e-mail and ends without output',
      answer: noData('We have sent a link to reset your password.'),
    },
    { name: 'requestReset ignores data the server may add', answer: { ...noData(), data: { sent: true } } },
  ])('$name', async ({ answer }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'requestReset',
      { emailId: 'student@example.com' },
      { forgotPassword: answer },
    );
    expect(result).toEqual({ output: undefined });
    expect(calls.forgotPassword).toHaveBeenCalledWith({ emailId: 'student@example.com' }, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [['requestReset', 'forgotPassword', { emailId: 'student@example.com' }]]);
});
