import { describe, expect, it } from 'vitest';

import { studentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import { createAccountSettingsActors } from '@flows/home/settings/accountSettings.actors';

import { type ActorsWith, envelope, failuresPassThrough, fakeArea, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createAccountSettingsActors(fakeArea(studentEndpoints, calls));
const details = (fields: Record<string, unknown> = {}) => ({
  studentId: 41,
  firstName: 'Sam',
  lastName: 'Student',
  emailId: 'sam@example.com',
  status: 'Active',
  isVerified: true,
  inactivityTimeoutFlagEnabled: false,
  defaultStPaymentTrxId: 77,
  ...fields,
});

describe('createAccountSettingsActors', () => {
  it.each([
    {
      name: 'an active, verified student',
      data: details(),
      output: { firstName: 'Sam', lastName: 'Student', emailId: 'sam@example.com', status: 'Active', isVerified: true },
    },
    {
      name: 'a payment-pending student not verified yet',
      data: details({ status: 'PaymentPending', isVerified: false }),
      output: {
        firstName: 'Sam',
        lastName: 'Student',
        emailId: 'sam@example.com',
        status: 'PaymentPending',
        isVerified: false,
      },
    },
  ])('loadAccount keeps the fields the settings show, for $name', async ({ data, output }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadAccount',
      { studentId: 41 },
      { studentDetails: envelope(data) },
    );
    expect(result).toEqual({ output });
    expect(calls.studentDetails).toHaveBeenCalledWith(41, expect.any(AbortSignal));
  });

  it('loadAccount without a stored student fails plainly, without a call', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadAccount',
      { studentId: undefined },
      { studentDetails: envelope(details()) },
    );
    expect(result).toEqual({ error: noStoredStudent });
    expect(calls.studentDetails).not.toHaveBeenCalled();
  });

  failuresPassThrough(actorsWith, [['loadAccount', 'studentDetails', { studentId: 41 }]]);
});
