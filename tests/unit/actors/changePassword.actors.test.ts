import { describe } from 'vitest';

import { studentEndpoints } from '@shared/api/endpoints/student';
import { createChangePasswordActors } from '@flows/home/changePassword/changePassword.actors';

import { actorsOver, answersTable, failuresPassThrough, noData } from './actorTable';

const actorsWith = actorsOver(createChangePasswordActors, studentEndpoints);
const request = { currentPassword: 'Passw0rd!', newPassword: 'N3w-secret' };

describe('createChangePasswordActors', () => {
  answersTable(
    '$name',
    actorsWith,
    {
      actor: 'changePassword',
      call: 'changePassword',
      answer: noData('Your password has been changed.'),
      sent: [request],
    },
    [
      { name: 'changePassword sends the current and the new password, without output', input: request },
      // The confirmation stays in the page: only the two passwords the endpoint takes are sent.
      { name: 'changePassword sends only the two passwords', input: { ...request, confirmPassword: 'N3w-secret' } },
    ],
  );

  failuresPassThrough(actorsWith, [['changePassword', 'changePassword', request]]);
});
