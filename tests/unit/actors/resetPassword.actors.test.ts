import { describe } from 'vitest';

import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { createResetPasswordActors } from '@flows/resetPassword/resetPassword.actors';

import { actorsOver, answersTable, failuresPassThrough, noData } from './actorTable';

const actorsWith = actorsOver(createResetPasswordActors, signInEndpoints);
const request = { resetToken: 'k3J9x2QmV7aLp0Zt5RbN8cWd', password: 'N3wPassw0rd!' };

describe('createResetPasswordActors', () => {
  answersTable(
    '$name',
    actorsWith,
    { actor: 'resetPassword', call: 'resetPassword', answer: noData('Your password has been reset.'), sent: [request] },
    [
      { name: 'resetPassword sends the token and the new password, without output', input: request },
      // Only the two fields the endpoint takes are sent, whatever else the input carries.
      {
        name: 'resetPassword sends only the token and the password',
        input: { ...request, confirm: 'N3wPassw0rd!' },
      },
    ],
  );

  failuresPassThrough(actorsWith, [['resetPassword', 'resetPassword', request]]);
});
