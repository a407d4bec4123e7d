import { describe, expect, it } from 'vitest';

import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { createResetPasswordActors } from '@flows/resetPassword/resetPassword.actors';

import { type ActorsWith, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createResetPasswordActors(fakeArea(signInEndpoints, calls));
const request = { resetToken: 'k3J9x2QmV7aLp0Zt5RbN8cWd', password: 'N3wPassw0rd!' };

describe('createResetPasswordActors', () => {
  it.each([
    { name: 'resetPassword sends the token and the new password, without output', input: request, sent: request },
    // Only the two fields the endpoint takes are sent, whatever else the input carries.
    {
      name: 'resetPassword sends only the token and the password',
      input: { ...request, confirm: 'N3wPassw0rd!' },
      sent: request,
    },
  ])('$name', async ({ input, sent }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'resetPassword', input, {
      resetPassword: noData('Your password has been reset.'),
    });
    expect(result).toEqual({ output: undefined });
    expect(calls.resetPassword).toHaveBeenCalledWith(sent, expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [['resetPassword', 'resetPassword', request]]);
});
