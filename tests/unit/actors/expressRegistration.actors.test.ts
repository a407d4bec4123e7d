import { describe } from 'vitest';

import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { expressEndpoints } from '@shared/api/endpoints/express';
import { invalidAnswer } from '@shared/api/failures';
import { createCourseInfoActors, createExpressActors } from '@flows/expressRegistration/expressRegistration.actors';

import { courseWithoutVideo, courseWithVideo } from '../../model/express.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough, handedOn } from './actorTable';
import { bypassCheckoutTable } from './sharedTables';

const expressWith = actorsOver(createExpressActors, expressEndpoints, courseCheckoutEndpoints);
const courseInfoWith = actorsOver(createCourseInfoActors, expressEndpoints);

const request = {
  emailId: 'riley@example.com',
  paymentMethod: 'Credit Card',
  configCourseId: 611,
  organisationId: 1001,
};
const student = (isEligible: boolean | null) => ({
  studentId: 701,
  emailId: 'riley@example.com',
  status: 'PaymentPending',
  isVerified: false,
  isEligible,
});
const bypass = {
  studentId: 701,
  configCourseId: 611,
  organisationId: 1001,
  paymentGateway: 'BYPASSPAYMENT',
  totalAmount: 0,
};

describe('createExpressActors', () => {
  answersTable(
    'expressRegister: $name',
    expressWith,
    { actor: 'expressRegister', call: 'expressRegister', input: request },
    [
      {
        name: 'an eligible student signs in: token, student and message',
        answer: envelope(student(true), { token: 'express-token', message: 'Registered.' }),
        expected: { output: { token: 'express-token', student: student(true), message: 'Registered.' } },
      },
      {
        name: 'eligibility absent counts as eligible',
        answer: envelope(student(null), { token: 'express-token' }),
        expected: { output: { token: 'express-token', student: student(null), message: '' } },
      },
      {
        name: 'an ineligible student needs no token and keeps the message',
        answer: envelope(student(false), { message: 'You are not eligible to take this course.' }),
        expected: { output: { student: student(false), message: 'You are not eligible to take this course.' } },
      },
      {
        name: 'an eligible student without a token is an invalid answer',
        answer: envelope(student(true)),
        expected: { error: invalidAnswer },
      },
    ],
  );

  bypassCheckoutTable(expressWith, bypass);

  failuresPassThrough(expressWith, [
    ['expressRegister', 'expressRegister', request],
    ['checkout', 'checkout', bypass],
  ]);
});

describe('createCourseInfoActors', () => {
  answersTable(
    'courseInfo answers $name',
    courseInfoWith,
    { actor: 'courseInfo', call: 'courseInfo', input: { configCourseId: 611 }, sent: [611] },
    [
      { name: 'the course with its video', ...handedOn(courseWithVideo) },
      { name: 'a course without video', ...handedOn(courseWithoutVideo) },
    ],
  );

  answersTable(
    'reviewsAggregate answers $name',
    courseInfoWith,
    { actor: 'reviewsAggregate', call: 'reviewsAggregate', input: undefined, sent: [] },
    [{ name: 'the rating', ...handedOn({ average_rating: 4.8, total_reviews: 1250 }) }],
  );

  failuresPassThrough(courseInfoWith, [
    ['courseInfo', 'courseInfo', { configCourseId: 611 }],
    ['reviewsAggregate', 'reviewsAggregate', undefined],
  ]);
});
