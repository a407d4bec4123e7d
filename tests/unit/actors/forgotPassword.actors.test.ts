import { describe } from 'vitest';

import { signInEndpoints } from '@shared/api/endpoints/signIn';
import { createForgotPasswordActors } from '@flows/forgotPassword/forgotPassword.actors';

import { actorsOver, answersTable, failuresPassThrough, noData } from './actorTable';

const actorsWith = actorsOver(createForgotPasswordActors, signInEndpoints);

describe('createForgotPasswordActors', () => {
  answersTable(
    '$name',
    actorsWith,
    { actor: 'requestReset', call: 'forgotPassword', input: { emailId: 'student@example.com' } },
    [
      // The server's message is not the machine's business: the page says its own words.
      {
        name: 'requestReset sends the e-mail and ends without output',
        answer: noData('We have sent a link to reset your password.'),
      },
      { name: 'requestReset ignores data the server may add', answer: { ...noData(), data: { sent: true } } },
    ],
  );

  failuresPassThrough(actorsWith, [['requestReset', 'forgotPassword', { emailId: 'student@example.com' }]]);
});
