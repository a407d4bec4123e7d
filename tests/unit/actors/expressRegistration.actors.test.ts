import { describe, expect, it } from 'vitest';

import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { expressEndpoints } from '@shared/api/endpoints/express';
import { invalidAnswer } from '@shared/api/failures';
import { createCourseInfoActors, createExpressActors } from '@flows/expressRegistration/expressRegistration.actors';

import { courseWithoutVideo, courseWithVideo } from '../../model/express.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const expressWith: ActorsWith = (calls) =>
  createExpressActors(fakeArea(expressEndpoints, calls), fakeArea(courseCheckoutEndpoints, calls));
const courseInfoWith: ActorsWith = (calls) => createCourseInfoActors(fakeArea(expressEndpoints, calls));

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
  it.each([
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
  ])('expressRegister: $name', async ({ answer, expected }) => {
    const { result, calls } = await outcomeOf(expressWith, 'expressRegister', request, { expressRegister: answer });
    expect(result).toEqual(expected);
    expect(calls.expressRegister).toHaveBeenCalledWith(request, expect.any(AbortSignal));
  });

  it.each([
    {
      name: 'with the purchase',
      answer: envelope({
        studentPaymentTrxId: 9001,
        studentCourse: { studentCourseId: 7001 },
        paymentStatus: 'Completed',
      }),
    },
    { name: 'without data', answer: noData() },
  ])('checkout sends the bypass request and ends without output, $name', async ({ answer }) => {
    const { result, calls } = await outcomeOf(expressWith, 'checkout', bypass, { checkout: answer });
    expect(result).toEqual({ output: undefined });
    expect(calls.checkout).toHaveBeenCalledWith(bypass, expect.any(AbortSignal));
  });

  failuresPassThrough(expressWith, [
    ['expressRegister', 'expressRegister', request],
    ['checkout', 'checkout', bypass],
  ]);
});

describe('createCourseInfoActors', () => {
  it.each([
    {
      name: 'courseInfo answers the course with its video',
      actor: 'courseInfo',
      input: { configCourseId: 611 },
      call: 'courseInfo',
      data: courseWithVideo,
      sent: [611],
    },
    {
      name: 'courseInfo answers a course without video',
      actor: 'courseInfo',
      input: { configCourseId: 611 },
      call: 'courseInfo',
      data: courseWithoutVideo,
      sent: [611],
    },
    {
      name: 'reviewsAggregate answers the rating',
      actor: 'reviewsAggregate',
      input: undefined,
      call: 'reviewsAggregate',
      data: { average_rating: 4.8, total_reviews: 1250 },
      sent: [],
    },
  ])('$name', async ({ actor, input, call, data, sent }) => {
    const { result, calls } = await outcomeOf(courseInfoWith, actor, input, { [call]: envelope(data) });
    expect(result).toEqual({ output: data });
    expect(calls[call]).toHaveBeenCalledWith(...sent, expect.any(AbortSignal));
  });

  failuresPassThrough(courseInfoWith, [
    ['courseInfo', 'courseInfo', { configCourseId: 611 }],
    ['reviewsAggregate', 'reviewsAggregate', undefined],
  ]);
});
