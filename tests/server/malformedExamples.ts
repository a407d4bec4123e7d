import * as apiPaths from '../../contracts/paths';
import { defaultWalletClientId, defaultWalletClientSecret } from '../../server/config';

/**
 * One valid request per endpoint (shapes of the contracts' request schemas), so that each malformed variant of a
 * single field gets past the other fields' checks and reaches the handler. Keyed by `METHOD route-pattern`; a route
 * without an entry still gets every body, header and path case (the test prints which routes have none).
 */
export interface Ids {
  studentId: number;
  trxId: number;
  studentCourseId: number;
  chapterId: number;
  token: string;
  /** A new value per call (e-mails and idempotency keys that must not repeat). */
  unique: () => string;
}

export interface ExampleInput {
  body?: unknown;
  /** Object values are sent as JSON text (the flexi-field call's `configCourseJsonObj`). */
  query?: Record<string, unknown>;
  params?: Record<string, string>;
  /** Path parameters put into the URL without percent-encoding. */
  rawParams?: Record<string, string>;
  headers?: Record<string, string>;
  contentType?: string;
}

export type Example = (ids: Ids) => ExampleInput;

const basic = `Basic ${Buffer.from(`${defaultWalletClientId}:${defaultWalletClientSecret}`).toString('base64')}`;
const withParam = (build: (id: number) => string) => build(0).replace(/\/0$/, '/:studentId');

const person = {
  firstName: 'Sam',
  middleName: '',
  lastName: 'Lee',
  dateOfBirth: '01-02-2000',
  gender: 'Male',
  parentEmail: '',
  mobileNumber: '555-123-4567',
  street: '1 Main St',
  apartment: '',
  city: 'Sacramento',
  state: { stateId: 5 },
  zip: '95814',
};
const parent = {
  parentFirstName: 'Pat',
  parentMiddleName: '',
  parentLastName: 'Lee',
  parentDateOfBirth: '01-02-1970',
  parentStreet: '1 Main St',
  parentCity: 'Columbus',
  parentState: 'OH',
  parentZip: '43004',
  parentMobileNumber: '555-123-4567',
  parentEmail: 'pat.lee@example.com',
};
const tracking = { utmCampaign: 'spring', gclid: 'g-1', affiliateId: 'aff-1' };
/** Course 612's mandatory court (diversion) answers. */
const courtAnswers = [
  { flexiFieldId: 1, flexiFieldName: 'COUNTY', value: 'Orange' },
  { flexiFieldId: 2, flexiFieldName: 'COURT', value: 'Central Justice Center' },
  { flexiFieldId: 3, flexiFieldName: 'CITATIONDATE', value: '2026-01-05' },
  { flexiFieldId: 4, flexiFieldName: 'CITATIONDUEDATE', value: '02/20/2026' },
];

export const routeExamples: Record<string, Example[]> = {
  [`POST ${apiPaths.login}`]: [
    () => ({ body: { emailId: 'student@example.com', password: 'Passw0rd!', domainUrl: 'localhost' } }),
  ],
  [`POST ${apiPaths.legacyLogin}`]: [
    () => ({ body: { emailId: 'legacy@example.com', password: 'Passw0rd!', domainUrl: 'localhost' } }),
  ],
  [`POST ${apiPaths.socialLogin}`]: [
    () => ({
      body: {
        subjectIssuer: 'google',
        subjectToken: 'x.y.z',
        requestType: 'login',
        organisationId: 1001,
        configCourseId: 611,
      },
    }),
  ],
  [`POST ${apiPaths.forgotPassword}`]: [() => ({ body: { emailId: 'nobody@example.com' } })],
  [`POST ${apiPaths.resetPassword}`]: [() => ({ body: { resetToken: 'r'.repeat(32), password: 'Passw0rd!2' } })],
  [`POST ${apiPaths.twoFactorLogin}`]: [() => ({ body: { challengeToken: 'c'.repeat(43), code: '123456' } })],
  [`GET ${apiPaths.twoFactor}`]: [() => ({})],
  [`POST ${apiPaths.twoFactorSetup}`]: [() => ({})],
  [`POST ${apiPaths.twoFactorEnable}`]: [() => ({ body: { code: '123456' } })],
  [`POST ${apiPaths.twoFactorDisable}`]: [() => ({ body: { code: 'k7m2q-9xw4d' } })],
  [`POST ${apiPaths.twoFactorRecoveryCodes}`]: [() => ({ body: { code: '123456' } })],
  // Settings and connected accounts (02 §2 settings, integration).
  [`GET ${apiPaths.notificationPreferences}`]: [() => ({})],
  [`PUT ${apiPaths.notificationPreferences}`]: [
    () => ({ body: { emailUpdates: true, smsAlerts: false, inactivityWarning: true } }),
  ],
  [`GET ${apiPaths.connectedAccounts}`]: [() => ({})],
  [`POST ${apiPaths.connectedAccounts}`]: [() => ({ body: { provider: 'google', subjectToken: 'a.b.c' } })],
  [`DELETE ${apiPaths.connectedAccounts}/:provider`]: [() => ({ params: { provider: 'microsoft' } })],
  // The Arizona flow's documents (the multipart save has no example, as the support ticket).
  [`GET ${apiPaths.documentCatalog}`]: [(i) => ({ query: { studentCourseId: i.studentCourseId } })],
  [`GET ${apiPaths.documentRange}`]: [(i) => ({ query: { studentCourseId: i.studentCourseId } })],
  [`GET ${apiPaths.studentDocument}/:documentId`]: [() => ({ params: { documentId: '1' } })],
  [`POST ${apiPaths.adminDocuments}/:documentId/decision`]: [
    () => ({ params: { documentId: '1' }, body: { outcome: 'declined', reason: 'The photo is too dark.' } }),
  ],
  // The Arizona flow's eligibility and registration status (02 §2 eligibility, az-registration-status).
  [`GET ${apiPaths.eligibility}`]: [(i) => ({ query: { studentCourseId: i.studentCourseId } })],
  [`POST ${apiPaths.eligibility}`]: [
    (i) => ({
      body: {
        studentCourseId: i.studentCourseId,
        answers: {
          violationCode: '28-701A',
          violationDate: '2026-01-05',
          courtDate: '2026-12-01',
          seriousInjuryOrDeath: false,
          previousCourseViolationDate: null,
          commercialLicence: false,
          noncommercialVehicle: null,
        },
        affirmation: { fullName: 'Test Student', accepted: true, version: 'az-dds-2026-1' },
      },
    }),
  ],
  [`GET ${apiPaths.azRegistrationStatus}`]: [(i) => ({ query: { studentCourseId: i.studentCourseId } })],
  [`POST ${apiPaths.logout}`]: [
    (i) => ({
      body: {
        studentId: i.studentId,
        isCourseHasAccessTimeLimitPerDay: true,
        availableTimeForTheDay: 100,
        configCourseId: 611,
        studentCourseId: i.studentCourseId,
      },
    }),
  ],
  [`PUT ${apiPaths.chapterTime}`]: [
    (i) => ({
      body: {
        studentCourseChapterId: i.chapterId,
        studentCourseId: i.studentCourseId,
        timeSpent: 10,
        timeConsumedAfterIdentityVerification: 1,
      },
    }),
  ],
  [`GET ${apiPaths.studentDetails}`]: [(i) => ({ query: { studentId: i.studentId } })],
  [`GET ${apiPaths.coursesDashboard}`]: [(i) => ({ query: { studentId: i.studentId } })],
  [`PUT ${withParam(apiPaths.emailVerification)}`]: [
    (i) => ({ params: { studentId: String(i.studentId) }, query: { code: '123456' } }),
  ],
  [`PUT ${withParam(apiPaths.resendVerification)}`]: [(i) => ({ params: { studentId: String(i.studentId) } })],
  [`GET ${apiPaths.organisationLogo}`]: [
    () => ({ query: { domain: 'localhost', configCourseId: 611, reasonId: 1, organisationId: 1001 } }),
  ],
  [`GET ${apiPaths.states}`]: [() => ({ query: { IsActive: 'true' } })],
  [`POST ${apiPaths.registration}`]: [
    (i) => ({
      body: {
        student: {
          firstName: 'Sam',
          lastName: 'Lee',
          emailId: `${i.unique()}@example.com`,
          mobileNumber: '555-123-4567',
          password: 'Passw0rd!',
          isStudentOptSms: false,
          isStudentOptMail: true,
          state: { stateId: 5 },
          ...tracking,
        },
        configCourseId: 612,
        organisationId: 1001,
        countyLedgerId: 5101,
        flexifieldList: courtAnswers,
      },
    }),
    (i) => ({
      body: {
        student: {
          firstName: 'Gus',
          lastName: 'Fleet',
          emailId: `${i.unique()}@example.com`,
          password: 'Passw0rd!',
          state: null,
        },
        configCourseId: 901,
        organisationId: 1481,
        vehicleTag: 'G10-12345',
      },
    }),
  ],
  [`POST ${apiPaths.coursePrice}`]: [() => ({ body: { configCourseId: 611 } })],
  [`GET ${apiPaths.flexiFields}`]: [
    () => ({
      query: { configCourseJsonObj: { configCourseId: 612, isDiversionFieldAtRegistration: true, stateId: 5 } },
    }),
  ],
  [`GET ${apiPaths.courseRemap}`]: [() => ({ query: { configCourseId: 611, stateId: 44 } })],
  [`POST ${apiPaths.checkout}`]: [
    (i) => ({
      body: {
        paymentGateway: 'paylater',
        totalAmount: 19.95,
        isPayLater: true,
        isParentPaymentRequest: true,
        isPrimary: false,
        student: { studentId: i.studentId },
        configCourse: { configCourseId: 640 },
        organisationId: 1001,
        studentPaymentTrxLines: [{ configCourseId: 640, priceTypeCode: 'BASEPR', price: 19.95, isPrimary: true }],
        idempotencyKey: `key-${i.unique()}`,
        requestEmail: 'parent.two@example.com',
        discount: { code: 'SAVE10', type: 'DISCOUNTCODE' },
      },
    }),
    (i) => ({
      body: {
        paymentGateway: 'Sandbox',
        totalAmount: 24.95,
        student: { studentId: i.studentId },
        configCourse: { configCourseId: 611 },
        studentPaymentTrxLines: [
          { configCourseId: 611, priceTypeCode: 'Mail', price: 24.95, coursePriceTypeId: 1, bhwlName: 'Mail' },
        ],
        nonceFromTheClient: 'pm_sandbox_1',
        idempotencyKey: `key-${i.unique()}`,
        studentPaymentTrxId: i.trxId,
      },
    }),
  ],
  [`GET ${apiPaths.upsellPrices}`]: [() => ({ query: { configCourseId: 611 } })],
  [`POST ${apiPaths.upsellSave}`]: [
    (i) => ({ body: { studentId: i.studentId, configCourseId: 611, upsellConfigCourseIds: [640, 641] } }),
  ],
  [`POST ${apiPaths.discount}`]: [() => ({ body: { code: 'GIFT25', type: 'GIFTCERTIFICATE', configCourseId: 611 } })],
  [`POST ${apiPaths.paymentMethod}`]: [
    () => ({
      body: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'Sam Lee', zip: '95814' },
    }),
  ],
  [`POST ${apiPaths.purchaseDetails}`]: [
    (i) => ({ body: { student: { studentId: i.studentId }, studentPaymentTrxId: i.trxId } }),
  ],
  [`GET ${apiPaths.receipt}`]: [(i) => ({ query: { studentPaymentTrxId: i.trxId } })],
  [`POST ${apiPaths.receiptEmail}`]: [(i) => ({ body: { studentPaymentTrxId: i.trxId } })],
  [`GET ${apiPaths.purchasedCourses}`]: [(i) => ({ query: { studentId: i.studentId } })],
  [`GET ${apiPaths.personalInformation}`]: [(i) => ({ query: { studentId: i.studentId } })],
  [`PUT ${apiPaths.personalInformation}`]: [(i) => ({ query: { studentId: i.studentId }, body: person })],
  [`POST ${apiPaths.parentVerification}`]: [
    (i) => ({ query: { studentId: i.studentId }, body: { studentId: i.studentId, ...parent } }),
  ],
  [`GET ${apiPaths.courseDashboard}`]: [(i) => ({ query: { studentPaymentTrxId: i.trxId } })],
  [`GET ${apiPaths.shopperReview}`]: [
    (i) => ({
      query: {
        site: 'traffic',
        token: 't',
        orderid: i.trxId,
        name: 'Sam',
        email: 'student@example.com',
        rating: 5,
        comments: 'Good',
        courseSelection: 'yes',
        rnd: '42',
        test: 'true',
      },
    }),
  ],
  [`POST ${apiPaths.courtLookup}`]: [() => ({ body: { caseNumber: 'SAC2026001', citationNumber: 'CIT2026001' } })],
  [`POST ${apiPaths.walletToken}`]: [
    () => ({ headers: { authorization: basic }, body: { grant_type: 'client_credentials', code: 'sandbox-abc' } }),
    () => ({
      headers: { authorization: basic },
      contentType: 'application/x-www-form-urlencoded',
      body: 'grant_type=client_credentials&code=sandbox-abc',
    }),
  ],
  [`GET ${apiPaths.walletProfile}`]: [() => ({ headers: { authorization: 'Bearer sandbox-at-unknown' } })],
  [`GET ${apiPaths.statesWithCategory}`]: [(i) => ({ query: { token: i.token } })],
  [`POST ${apiPaths.parentToken}`]: [
    () => ({
      body: { parentEmail: 'parent.three@example.com', primaryConfigCourseId: 611, secondaryConfigCourseIds: [640] },
    }),
  ],
  [`GET ${apiPaths.parentToken}`]: [() => ({ query: { token: 'v1.e30.c2ln' } })],
  [`POST ${apiPaths.expressRegistration}`]: [
    (i) => ({
      body: {
        emailId: `${i.unique()}@example.com`,
        password: 'Default#123',
        mobileNumber: '916-555-0100',
        state: { stateId: 5 },
        a_aid: 'aff-1',
        PAPAffiliateId: 'pap-9',
        configCourseId: 612,
        countyLedgerId: 5101,
        organisationId: 1001,
        paymentMethod: 'Paypal',
        flexifieldList: courtAnswers,
      },
    }),
  ],
  [`GET ${apiPaths.courseInfo}`]: [() => ({ query: { configCourseId: 611 } })],
  [`GET ${apiPaths.devMailbox}`]: [() => ({ query: { to: 'student@example.com' } })],
  // Identity checks: one valid shape each, so each field's malformed variants reach the handler.
  [`GET ${apiPaths.securityQuestions}`]: [(i) => ({ query: { studentCourseId: i.studentCourseId } })],
  [`POST ${apiPaths.identityVerification}`]: [
    (i) => ({
      body: {
        studentCourseId: i.studentCourseId,
        answers: [1, 2, 3, 4, 5].map((questionId) => ({ questionId, answer: `Answer ${questionId}` })),
      },
    }),
  ],
  [`POST ${apiPaths.randomSecurityQuestion}`]: [
    (i) => ({ body: { studentCourseId: i.studentCourseId, chapterNumber: 1 } }),
  ],
  [`PUT ${apiPaths.identityVerification}`]: [
    (i) => ({ body: { studentCourseId: i.studentCourseId, checkId: 1, questionId: 1, answer: 'Rex' } }),
  ],
  [`POST ${apiPaths.typingPatternCheck}`]: [
    (i) => ({ body: { studentCourseId: i.studentCourseId, chapterNumber: 1 } }),
  ],
  [`PUT ${apiPaths.typingPattern}`]: [
    (i) => ({ body: { studentCourseId: i.studentCourseId, checkId: 1, sample: null } }),
  ],
  [`POST ${apiPaths.footprint}`]: [(i) => ({ body: { studentCourseId: i.studentCourseId, kind: 'cameraDenied' } })],
  [`POST ${apiPaths.identityUnlock}`]: [
    (i) => ({ body: { studentCourseId: i.studentCourseId, reason: 'Checked by phone' } }),
  ],
};
