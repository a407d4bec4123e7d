import { describe, expect, it } from 'vitest';

import {
  parentVerificationMessages,
  type ParentVerificationRequest,
  type PersonalInformationInput,
  personalInformationMessages,
  personalInformationResponseSchema,
} from '../../contracts/account';
import { checkoutFailureCodes, upsellPricesResponseSchema } from '../../contracts/checkout';
import { courseDashboardResponseSchema } from '../../contracts/courses';
import * as apiPaths from '../../contracts/paths';
import { expectRefusal, useTestServer } from './helpers';
import { cardCheckout, cardMethod, checkout, registerFor } from './paymentHelpers';

const t = useTestServer();

const personal = (o: Partial<PersonalInformationInput> = {}): PersonalInformationInput => ({
  firstName: 'Casey',
  lastName: 'Buyer',
  dateOfBirth: '04-15-2008',
  gender: 'Female',
  mobileNumber: '415-555-0100',
  street: '12 Main Street',
  city: 'Columbus',
  state: { stateId: 36 },
  zip: '43004',
  ...o,
});
const parent = (studentId: number, o: Partial<ParentVerificationRequest> = {}): ParentVerificationRequest => ({
  studentId,
  parentFirstName: 'Jordan',
  parentMiddleName: null,
  parentLastName: 'Buyer',
  parentDateOfBirth: '06-01-1975',
  parentStreet: '12 Main Street',
  parentCity: 'Columbus',
  parentState: 'OH',
  parentZip: '43004',
  parentMobileNumber: '6145550100',
  parentEmail: 'jordan.buyer@example.com',
  ...o,
});

/** Saves the personal information form of `studentId`, signed in as `token`. */
const putPersonal = (token: string, studentId: number, form: PersonalInformationInput = personal()) =>
  t.call({ method: 'PUT', url: `${apiPaths.personalInformation}?studentId=${studentId}`, token, payload: form });

async function paid(configCourseId: number, price: number) {
  const s = await registerFor(t, configCourseId);
  const pm = await cardMethod(t, s.token);
  const res = await checkout(
    t,
    s.token,
    cardCheckout(
      s.studentId,
      configCourseId,
      pm.paymentMethodId,
      [{ configCourseId, priceTypeCode: 'BASEPR', price }],
      price,
    ),
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { ...s, trxId: res.body.data.studentPaymentTrxId as number };
}

describe('upsells and discounts', () => {
  it('lists the offers of a course; none for 776 and 777; the Ohio course offers the audio upgrade', async () => {
    const list = async (id: number) =>
      upsellPricesResponseSchema.parse(
        (await t.call({ method: 'GET', url: `${apiPaths.upsellPrices}?configCourseId=${id}` })).body,
      ).data!;
    expect(
      (await list(611)).map((u) => [
        u.upsellConfigCourse.name,
        u.basePrice,
        u.crossPrice,
        u.upsellConfigCourse.isUpGradeCourse,
      ]),
    ).toEqual([
      ['Insurance Discount Course', 19.95, 29.95, false],
      ['Mature Driver Refresher', 14.95, 24.95, false],
    ]);
    expect(await list(776)).toEqual([]);
    expect(await list(777)).toEqual([]);
    const [audio] = await list(630);
    expect(audio.upsellConfigCourse).toMatchObject({ configCourseId: 631, isUpGradeCourse: true, basePrice: 34.95 });
    expect(audio.upsellConfigCourse.name).toContain('Audio');
    expect(audio.basePrice).toBe(10);
  });

  it('saves upsells of the purchased course and refuses others', async () => {
    const s = await paid(611, 24.95);
    const save = (ids: number[], configCourseId = 611) =>
      t.call({
        method: 'POST',
        url: apiPaths.upsellSave,
        token: s.token,
        payload: { studentId: s.studentId, configCourseId, upsellConfigCourseIds: ids },
      });
    const ok = await save([641]);
    expect(ok.statusCode).toBe(200);
    expect(
      ok.body.data.map((u: { upsellConfigCourse: { configCourseId: number } }) => u.upsellConfigCourse.configCourseId),
    ).toEqual([641]);
    expect((await save([383])).body.status.message).toBe(
      'upsellConfigCourseIds: course 383 is not offered with this course',
    );
    expect((await save([640], 405)).statusCode).toBe(400);
  });

  it('answers discount codes and gift certificates, 404 DISCOUNT_INVALID otherwise', async () => {
    const s = await registerFor(t, 611);
    const discount = (code: string, type: string) =>
      t.call({ method: 'POST', url: apiPaths.discount, token: s.token, payload: { code, type, configCourseId: 611 } });
    expect((await discount('save10', 'DISCOUNTCODE')).body.data).toMatchObject({
      code: 'SAVE10',
      type: 'DISCOUNTCODE',
      isPercentageBased: true,
      percentage: 10,
    });
    expect((await discount('FIVEOFF', 'DISCOUNTCODE')).body.data).toMatchObject({ isPercentageBased: false, value: 5 });
    expect((await discount('GIFT25', 'GIFTCERTIFICATE')).body.data).toMatchObject({
      type: 'GIFTCERTIFICATE',
      value: 25,
    });
    for (const [code, type] of [
      ['GIFT25', 'DISCOUNTCODE'],
      ['NOPE', 'DISCOUNTCODE'],
    ]) {
      const res = await discount(code, type);
      expect(res.statusCode).toBe(404);
      expect(res.body.status.code).toBe(checkoutFailureCodes.discountInvalid);
    }
  });
});

describe('personal information', () => {
  it('answers what is saved, saves the form and clears isPersonalInfoPending', async () => {
    const s = await registerFor(t, 611);
    const url = `${apiPaths.personalInformation}?studentId=${s.studentId}`;
    const before = personalInformationResponseSchema.parse((await t.get(url, s.token)).body).data!;
    expect(before).toMatchObject({
      firstName: 'Casey',
      emailId: s.email,
      dateOfBirth: null,
      isPersonalInfoPending: true,
    });
    const res = await putPersonal(
      s.token,
      s.studentId,
      personal({ state: { stateId: 5 }, city: 'San Francisco', zip: '94105' }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: { success: true, message: personalInformationMessages.saved },
      data: { isParentVerificationRequired: false },
    });
    const after = personalInformationResponseSchema.parse((await t.get(url, s.token)).body).data!;
    expect(after).toMatchObject({
      dateOfBirth: '04-15-2008',
      gender: 'Female',
      street: '12 Main Street',
      zip: '94105',
      state: { stateId: 5 },
      isPersonalInfoPending: false,
    });
  });

  it("answers 'Please provide Valid address' and 'Please enter valid Zip code'", async () => {
    const s = await registerFor(t, 611);
    const put = (form: PersonalInformationInput) => putPersonal(s.token, s.studentId, form);
    for (const street of ['Main Street', '12345']) {
      expect((await put(personal({ street }))).body.status).toEqual({
        success: false,
        message: personalInformationMessages.invalidAddress,
        code: 'INVALID_ADDRESS',
      });
    }
    for (const zip of ['00000', '94105']) {
      expect((await put(personal({ zip }))).body.status).toEqual({
        success: false,
        message: personalInformationMessages.invalidZip,
        code: 'INVALID_ZIP',
      });
    }
    const other = await registerFor(t, 611);
    expect((await putPersonal(s.token, other.studentId)).statusCode).toBe(403);
  });
});

describe('parent verification and the course dashboard', () => {
  it('an Ohio student needs it: not eligible until the parent is verified', async () => {
    const s = await paid(630, 24.95);
    const save = await putPersonal(s.token, s.studentId);
    expect(save.body.data).toEqual({ isParentVerificationRequired: true });
    const dashboard = async () =>
      courseDashboardResponseSchema.parse(
        (await t.get(`${apiPaths.courseDashboard}?studentPaymentTrxId=${s.trxId}`, s.token)).body,
      ).data!;
    expect(await dashboard()).toMatchObject({
      configCourseId: 630,
      status: 'Active',
      isCourseEligable: false,
      isParentVerificationRequired: true,
      parentVerificationStatus: false,
      // Ohio's rule set: 4 hours a day, none used yet.
      isCourseHasAccessTimeLimitPerDay: true,
      availableTimeForTheDay: 4 * 3600,
    });

    const verify = (body: ParentVerificationRequest) =>
      t.call({
        method: 'POST',
        url: `${apiPaths.parentVerification}?studentId=${s.studentId}`,
        token: s.token,
        payload: body,
      });
    for (const refused of [
      parent(s.studentId, { parentDateOfBirth: '06-01-2008' }),
      parent(s.studentId, { parentZip: '94105' }),
      parent(s.studentId, { parentFirstName: 'Casey', parentLastName: 'Buyer' }),
      parent(s.studentId, { parentEmail: s.email }),
    ]) {
      const res = await verify(refused);
      expectRefusal(res, 422, 'Parent Identity  Not verified', 'PARENT_NOT_VERIFIED');
    }
    expect((await dashboard()).isCourseEligable).toBe(false);
    const res = await verify(parent(s.studentId));
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ success: true, message: parentVerificationMessages.verified });
    expect(await dashboard()).toMatchObject({ isCourseEligable: true, parentVerificationStatus: true });
    const again = await putPersonal(s.token, s.studentId);
    expect(again.body.data).toEqual({ isParentVerificationRequired: false });
  });

  it("other courses are eligible once paid; the daily limit is the rule set's", async () => {
    const ca = await paid(611, 24.95);
    expect(
      (await t.get(`${apiPaths.courseDashboard}?studentPaymentTrxId=${ca.trxId}`, ca.token)).body.data,
    ).toMatchObject({
      isCourseEligable: true,
      isParentVerificationRequired: false,
      isCourseHasAccessTimeLimitPerDay: false,
      availableTimeForTheDay: null,
    });
    const tx = await paid(405, 25);
    expect(
      (await t.get(`${apiPaths.courseDashboard}?studentPaymentTrxId=${tx.trxId}`, tx.token)).body.data,
    ).toMatchObject({
      // Texas has no daily cap in its rule set (the legacy per-config 6 hours no longer applies).
      isCourseHasAccessTimeLimitPerDay: false,
      availableTimeForTheDay: null,
    });
    expect((await t.get(`${apiPaths.courseDashboard}?studentPaymentTrxId=${tx.trxId}`, ca.token)).statusCode).toBe(404);
  });
});

describe('shopper review', () => {
  it("stores the survey answer for the student's order", async () => {
    const s = await paid(611, 24.95);
    const query = (orderid: number) =>
      new URLSearchParams({
        site: 'trafficschool.example',
        orderid: String(orderid),
        name: 'Casey Buyer',
        email: s.email,
        rating: '5',
        comments: 'Great',
        courseSelection: 'yes',
      });
    const res = await t.get(`${apiPaths.shopperReview}?${query(s.trxId)}`, s.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.status.success).toBe(true);
    const [row] = await t.db.query(
      'select rating, comments, course_selection from shopper_reviews where payment_trx_id = $1',
      [s.trxId],
    );
    expect(row).toEqual({ rating: 5, comments: 'Great', course_selection: 'yes' });
    expect((await t.get(`${apiPaths.shopperReview}?${query(70001)}`, s.token)).statusCode).toBe(404);
  });
});
