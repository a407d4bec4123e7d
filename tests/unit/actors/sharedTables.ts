import { expect, it } from 'vitest';

import { invalidAnswer, noStoredStudent } from '@shared/api/failures';

import { apiStates } from '../../model/personalInformation.fixtures';
import { type ActorsWith, type AnswerRow, answersTable, envelope, noData, outcomeOf } from './actorTable';

/**
 * What several factories' actors have alike (the same rule, or the same shared actor), checked once here and called by
 * each factory's table.
 */

/** A student record as the student details endpoint answers it (contracts/auth.ts `studentSchema`): Sam, by default. */
export const studentRecord = (fields: Record<string, unknown> = {}) => ({
  studentId: 41,
  firstName: 'Sam',
  lastName: 'Student',
  emailId: 'sam@example.com',
  status: 'Active',
  isVerified: true,
  ...fields,
});

/**
 * Each `[actor, call, input]` run without a stored student (the input's `studentId` undefined, `{ studentId: undefined }`
 * when left out) fails with `noStoredStudent` and never calls the endpoint.
 */
export function needsStoredStudent(
  actorsWith: ActorsWith,
  rows: Array<[actor: string, call: string, input?: Record<string, unknown>]>,
) {
  it.each(rows)('%s without a stored student fails plainly, without a call', async (actor, call, input) => {
    const { result, calls } = await outcomeOf(actorsWith, actor, input ?? { studentId: undefined }, {
      [call]: envelope({}),
    });
    expect(result).toEqual({ error: noStoredStudent });
    expect(calls[call]).not.toHaveBeenCalled();
  });
}

/**
 * The rows of an actor answering a list: `first` (a list as answered), then an empty list, and an answer without data
 * taken as an empty list.
 */
export const listRows = (noun: string, first: AnswerRow): AnswerRow[] => [
  first,
  { name: `no ${noun}`, answer: envelope([]), output: [] },
  { name: `no ${noun} for an answer without data`, answer: noData(), output: [] },
];

/**
 * `loadStates` of the forms that need a state (src/shared/api/loadStates.ts): the state list, and an answer without it
 * is an invalid answer (the form cannot be filled without states).
 */
export function statesListTable(actorsWith: ActorsWith) {
  answersTable('loadStates answers $name', actorsWith, { actor: 'loadStates', call: 'states', sent: [] }, [
    { name: 'the state list', answer: envelope(apiStates), expected: { output: apiStates } },
    { name: 'an invalid answer without the list', answer: noData(), expected: { error: invalidAnswer } },
  ]);
}

/** `checkout` of a bypass registration (nothing to pay): sends the request as it is and ends without output. */
export function bypassCheckoutTable(
  actorsWith: ActorsWith,
  request: Record<string, unknown>,
  /** The registration's completion sends the new student's token with the request (checkoutAs). */
  token?: string,
) {
  answersTable(
    'checkout sends the bypass request and ends without output for $name',
    actorsWith,
    token
      ? { actor: 'checkout', call: 'checkoutAs', input: { request, token }, sent: [request, token] }
      : { actor: 'checkout', call: 'checkout', input: request },
    [
      {
        name: 'an answer with the purchase',
        answer: envelope({
          studentPaymentTrxId: 7001,
          studentCourse: { studentCourseId: 8001 },
          paymentStatus: 'Completed',
        }),
      },
      // The bypass checkout accepts an answer without data.
      { name: 'an answer without data', answer: noData() },
    ],
  );
}
