import { describe, expect, it } from 'vitest';

import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { createCartActors } from '@flows/cart/cart.actors';

import {
  audioUpgrade,
  discountRefused,
  drivingLesson,
  mailCertificate,
  tenPercentOff,
  upsellItem,
  workbook,
} from '../../model/cart.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough, handedOn, noData, outcomeOf } from './actorTable';

const actorsWith = actorsOver(createCartActors, registrationEndpoints, checkoutEndpoints);

/** Course prices as the server answers them (contracts/courseConfig.ts CoursePrice). */
const price = (configCourseId: number, name: string, extras = false) => ({
  configCourseId,
  name,
  basePrice: 25,
  crossOutPrice: 50,
  checkoutHeader: null,
  description: `${name}.`,
  logoPath: null,
  stateId: null,
  mailPrice: { mailItems: extras ? [mailCertificate] : [] },
  bhwlPrice: { bhwlItems: extras ? [drivingLesson] : [] },
});
const prices: Record<number, ReturnType<typeof price>> = {
  611: price(611, 'Basic Driver Improvement', true),
  612: price(612, 'Mature Driver Course'),
};
const offer = (p: ReturnType<typeof price>) => ({
  configCourseId: p.configCourseId,
  name: p.name,
  description: p.description,
  logoPath: p.logoPath,
  price: p.basePrice,
  crossPrice: p.crossOutPrice,
});
const coursePrice = async (configCourseId: number) => envelope(prices[configCourseId]);
const retired = {
  ...upsellItem(802, 'Old workbook', 10, 0),
  upsellConfigCourse: { ...workbook.upsellConfigCourse, configCourseId: 802, currentActive: false },
};

const load = (over: Record<string, unknown> = {}) => ({
  variant: 'normal',
  configCourseId: 611,
  secondaryConfigCourseIds: [],
  withUpsells: true,
  onlyUpsellIds: null,
  storedDiscount: null,
  ...over,
});
const storedCode = { code: 'SAVE10', type: 'DISCOUNTCODE' };

describe('createCartActors: loadCart', () => {
  it.each([
    {
      name: 'prices the course with its extras and keeps the active upsells',
      input: load(),
      answers: { coursePrice, upsellPrices: envelope([workbook, retired, audioUpgrade]) },
      output: {
        courses: [offer(prices[611])],
        upsells: [workbook, audioUpgrade],
        extras: [mailCertificate, drivingLesson],
        discount: null,
      },
    },
    {
      name: 'takes an upsell list without data as none',
      input: load(),
      answers: { coursePrice, upsellPrices: noData() },
      output: { courses: [offer(prices[611])], upsells: [], extras: [mailCertificate, drivingLesson], discount: null },
    },
    {
      name: 'prices no base course in the upsell cart and keeps only its upsells',
      input: load({ variant: 'upsell', onlyUpsellIds: [801] }),
      answers: { upsellPrices: envelope([workbook, audioUpgrade]) },
      output: { courses: [], upsells: [workbook], extras: [], discount: null },
    },
    {
      name: 'prices the secondary courses of the parent cart, in order, without upsells',
      input: load({ variant: 'parent', secondaryConfigCourseIds: [612], withUpsells: false }),
      answers: { coursePrice },
      output: {
        courses: [offer(prices[611]), offer(prices[612])],
        upsells: [],
        extras: [mailCertificate, drivingLesson],
        discount: null,
      },
    },
    {
      name: 'applies the stored discount of the review cart again',
      input: load({ variant: 'review', withUpsells: false, storedDiscount: storedCode }),
      answers: { coursePrice, discount: envelope(tenPercentOff) },
      output: {
        courses: [offer(prices[611])],
        upsells: [],
        extras: [mailCertificate, drivingLesson],
        discount: tenPercentOff,
      },
    },
    {
      name: 'leaves out a stored discount refused since',
      input: load({ variant: 'review', withUpsells: false, storedDiscount: storedCode }),
      answers: {
        coursePrice,
        discount: async () => {
          throw discountRefused;
        },
      },
      output: { courses: [offer(prices[611])], upsells: [], extras: [mailCertificate, drivingLesson], discount: null },
    },
  ])('$name', async ({ input, answers, output }) => {
    const { result, calls } = await outcomeOf(actorsWith, 'loadCart', input, answers);
    expect(result).toEqual({ output });
    if (calls.upsellPrices) expect(calls.upsellPrices).toHaveBeenCalledWith(611, expect.any(AbortSignal));
    if (input.storedDiscount)
      expect(calls.discount).toHaveBeenCalledWith({ ...storedCode, configCourseId: 611 }, expect.any(AbortSignal));
    expect(calls.coursePrice?.mock.calls.map((args) => args[0]) ?? []).toEqual(
      output.courses.map((c) => c.configCourseId),
    );
  });
});

describe('createCartActors: applyDiscount', () => {
  answersTable('answers the discount of $name', actorsWith, { actor: 'applyDiscount', call: 'discount' }, [
    {
      name: 'a discount code',
      input: { code: 'SAVE10', type: 'DISCOUNTCODE', configCourseId: 611 },
      ...handedOn(tenPercentOff),
    },
    {
      name: 'a gift certificate',
      input: { code: 'GIFT5', type: 'GIFTCERTIFICATE', configCourseId: 611 },
      ...handedOn({ ...tenPercentOff, code: 'GIFT5', type: 'GIFTCERTIFICATE' }),
    },
  ]);
});

describe('createCartActors: failures', () => {
  failuresPassThrough(actorsWith, [
    ['loadCart', 'coursePrice', load(), { upsellPrices: envelope([workbook]) }],
    ['loadCart', 'upsellPrices', load(), { coursePrice }],
    // A stored code refused for another reason than 'not valid' is a failure of the cart.
    [
      'loadCart',
      'discount',
      load({ variant: 'review', withUpsells: false, storedDiscount: storedCode }),
      { coursePrice },
    ],
    ['applyDiscount', 'discount', { code: 'SAVE10', type: 'DISCOUNTCODE', configCourseId: 611 }],
  ]);
});
