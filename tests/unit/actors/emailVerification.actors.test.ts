import { describe, expect, it } from 'vitest';

import { emailVerificationEndpoints } from '@shared/api/endpoints/emailVerification';
import { createEmailVerificationActors } from '@flows/emailVerification/emailVerification.actors';

import { type ActorsWith, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createEmailVerificationActors(fakeArea(emailVerificationEndpoints, calls));

describe('createEmailVerificationActors', () => {
  it.each([
    {
      name: 'verifyEmail sends the student and the code',
      actor: 'verifyEmail',
      input: { studentId: 42, code: '123456' },
      call: 'verifyEmail',
      sent: [42, '123456'],
    },
    {
      name: 'resendVerification sends the student',
      actor: 'resendVerification',
      input: { studentId: 42 },
      call: 'resendVerification',
      sent: [42],
    },
  ])('$name and ends without output', async ({ actor, input, call, sent }) => {
    const { result, calls } = await outcomeOf(actorsWith, actor, input, {
      [call]: noData('Your e-mail address has been verified.'),
    });
    expect(result).toEqual({ output: undefined });
    expect(calls[call]).toHaveBeenCalledWith(...sent, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['verifyEmail', 'verifyEmail', { studentId: 42, code: '123456' }],
    ['resendVerification', 'resendVerification', { studentId: 42 }],
  ]);
});
