import { describe } from 'vitest';

import { emailVerificationEndpoints } from '@shared/api/endpoints/emailVerification';
import { createEmailVerificationActors } from '@flows/emailVerification/emailVerification.actors';

import { actorsOver, answersTable, failuresPassThrough, noData } from './actorTable';

const actorsWith = actorsOver(createEmailVerificationActors, emailVerificationEndpoints);

describe('createEmailVerificationActors', () => {
  answersTable(
    '$name and ends without output',
    actorsWith,
    { answer: noData('Your e-mail address has been verified.') },
    [
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
    ],
  );

  failuresPassThrough(actorsWith, [
    ['verifyEmail', 'verifyEmail', { studentId: 42, code: '123456' }],
    ['resendVerification', 'resendVerification', { studentId: 42 }],
  ]);
});
