import { apiPaths } from '@contracts/paths';
import { emptyEnvelope } from '@contracts/envelope';
import { organisationLogoResponseSchema, statesResponseSchema } from '@contracts/organisation';
import type {
  CheckoutRequest,
  CourtLookupRequest,
  DiscountRequest,
  ExpressRegistrationRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  OrganisationLogoQuery,
  ParentVerificationRequest,
  PaymentMethodRequest,
  PersonalInformation,
  PurchaseDetailsRequest,
  RegistrationRequest,
  ResetPasswordRequest,
  ShopperReviewQuery,
  SocialLoginRequest,
  TimeUpdateRequest,
  UpsellSaveRequest,
} from '@contracts/index';
import type { ApiClient } from './client';

/**
 * Answer schemas of pages after sign-in and registration load with their code (dynamic imports), so /login's
 * JavaScript does not carry them (docs/decisions.md, Delivery). Import contract modules directly here, never the
 * barrel: a static import would pull them back into the first chunk.
 */
const authSchemas = () => import('@contracts/auth');
const studentSchemas = () => import('@contracts/student');
const registrationSchemas = () => import('@contracts/registration');
const courseConfigSchemas = () => import('@contracts/courseConfig');
const expressSchemas = () => import('@contracts/express');
const checkoutSchemas = () => import('@contracts/checkout');
const accountSchemas = () => import('@contracts/account');


/** The typed calls of spec 01 §7 / 02 §7 that the app makes. Every one takes the caller's AbortSignal. */
export function createApi(client: ApiClient) {
  return {
    login: (body: LoginRequest, signal?: AbortSignal) =>
      client.call(apiPaths.login, () => authSchemas().then((m) => m.loginResponseSchema), { method: 'POST', body, signal, unauthorizedIsAnswer: true }),
    legacyLogin: (body: LoginRequest, signal?: AbortSignal) =>
      client.call(apiPaths.legacyLogin, () => authSchemas().then((m) => m.legacyLoginResponseSchema), { method: 'POST', body, signal, unauthorizedIsAnswer: true }),
    socialLogin: (body: SocialLoginRequest, signal?: AbortSignal) =>
      client.call(apiPaths.socialLogin, () => authSchemas().then((m) => m.loginResponseSchema), { method: 'POST', body, signal, unauthorizedIsAnswer: true }),
    forgotPassword: (body: ForgotPasswordRequest, signal?: AbortSignal) =>
      client.call(apiPaths.forgotPassword, emptyEnvelope, { method: 'POST', body, signal }),
    resetPassword: (body: ResetPasswordRequest, signal?: AbortSignal) =>
      client.call(apiPaths.resetPassword, emptyEnvelope, { method: 'POST', body, signal }),
    logout: (body: LogoutRequest, signal?: AbortSignal) => client.call(apiPaths.logout, emptyEnvelope, { method: 'POST', body, signal }),
    updateChapterTime: (body: TimeUpdateRequest, signal?: AbortSignal) =>
      client.call(apiPaths.chapterTime, emptyEnvelope, { method: 'PUT', body, signal }),
    studentDetails: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.studentDetails, () => studentSchemas().then((m) => m.studentDetailsResponseSchema), { query: { studentId }, signal }),
    coursesDashboard: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.coursesDashboard, () => studentSchemas().then((m) => m.coursesDashboardResponseSchema), { query: { studentId }, signal }),
    organisationLogo: (query: OrganisationLogoQuery, signal?: AbortSignal) =>
      client.call(apiPaths.organisationLogo, organisationLogoResponseSchema, { query, signal }),
    states: (signal?: AbortSignal) => client.call(apiPaths.states, statesResponseSchema, { query: { IsActive: 'true' }, signal }),
    verifyEmail: (studentId: number, code: string, signal?: AbortSignal) =>
      client.call(apiPaths.emailVerification(studentId), emptyEnvelope, { method: 'PUT', query: { code }, signal }),
    resendVerification: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.resendVerification(studentId), emptyEnvelope, { method: 'PUT', signal }),
    register: (body: RegistrationRequest, signal?: AbortSignal) =>
      client.call(apiPaths.registration, () => registrationSchemas().then((m) => m.registrationResponseSchema), { method: 'POST', body, signal }),
    coursePrice: (configCourseId: number, signal?: AbortSignal) =>
      client.call(apiPaths.coursePrice, () => courseConfigSchemas().then((m) => m.coursePriceResponseSchema), { method: 'POST', body: { configCourseId }, signal }),
    flexiFields: (query: { configCourseId: number; stateId?: number | null }, signal?: AbortSignal) =>
      client.call(apiPaths.flexiFields, () => courseConfigSchemas().then((m) => m.flexiFieldsResponseSchema), {
        query: { configCourseJsonObj: JSON.stringify({ configCourseId: query.configCourseId, isDiversionFieldAtRegistration: true, stateId: query.stateId ?? null }) },
        signal,
      }),
    courseRemap: (query: { configCourseId: number; stateId: number }, signal?: AbortSignal) =>
      client.call(apiPaths.courseRemap, () => courseConfigSchemas().then((m) => m.courseRemapResponseSchema), { query, signal }),
    // Every checkout carries an idempotency key (the server requires one); the payment page makes one per attempt,
    // the registration's bypass checkouts get theirs here.
    checkout: (body: CheckoutRequest, signal?: AbortSignal) =>
      client.call(apiPaths.checkout, () => registrationSchemas().then((m) => m.checkoutResponseSchema), {
        method: 'POST', body: { ...body, idempotencyKey: body.idempotencyKey ?? crypto.randomUUID() }, signal,
      }),
    expressRegister: (body: ExpressRegistrationRequest, signal?: AbortSignal) =>
      client.call(apiPaths.expressRegistration, () => expressSchemas().then((m) => m.expressRegistrationResponseSchema), { method: 'POST', body, signal }),
    courseInfo: (configCourseId: number, signal?: AbortSignal) =>
      client.call(apiPaths.courseInfo, () => expressSchemas().then((m) => m.courseInfoResponseSchema), { query: { configCourseId }, signal }),
    reviewsAggregate: (signal?: AbortSignal) => client.call(apiPaths.reviewsAggregate, () => expressSchemas().then((m) => m.reviewsAggregateResponseSchema), { signal }),
    courtLookup: (body: CourtLookupRequest, signal?: AbortSignal) =>
      client.call(apiPaths.courtLookup, () => expressSchemas().then((m) => m.courtLookupResponseSchema), { method: 'POST', body, signal }),
    /** 01 §7 Wallet token: form-encoded grant_type=client_credentials and code, Basic authorization. */
    walletToken: (code: string, client_: { clientId: string; clientSecret: string }, signal?: AbortSignal) =>
      client.callPlain(apiPaths.walletToken, () => expressSchemas().then((m) => m.walletTokenResponseSchema), {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', code }),
        authorization: `Basic ${btoa(`${client_.clientId}:${client_.clientSecret}`)}`,
        signal,
      }),
    /** 01 §7 Wallet profile: GET with the wallet's Bearer token. */
    walletProfile: (accessToken: string, signal?: AbortSignal) =>
      client.callPlain(apiPaths.walletProfile, () => expressSchemas().then((m) => m.walletProfileResponseSchema), { authorization: `Bearer ${accessToken}`, signal }),
    /** The link's token goes in the Authorization header as the link carried it (a session or a parent token). */
    statesWithCategory: (token: string, signal?: AbortSignal) =>
      client.call(apiPaths.statesWithCategory, () => expressSchemas().then((m) => m.statesWithCategoryResponseSchema), { authorization: token, signal }),
    /** Verifies a parent-flow token (signature and expiry) and answers its claims. */
    // A refused link is an answer to show on the page, not the end of a session.
    parentToken: (token: string, signal?: AbortSignal) =>
      client.call(apiPaths.parentToken, () => expressSchemas().then((m) => m.parentTokenResponseSchema), { authorization: token, signal, unauthorizedIsAnswer: true }),

    // ---- Issue 5: cart, payment, receipt, personal information, parent verification (02 §7) ----
    upsellPrices: (configCourseId: number, signal?: AbortSignal) =>
      client.call(apiPaths.upsellPrices, () => checkoutSchemas().then((m) => m.upsellPricesResponseSchema), { query: { configCourseId }, signal }),
    upsellSave: (body: UpsellSaveRequest, signal?: AbortSignal) =>
      client.call(apiPaths.upsellSave, () => checkoutSchemas().then((m) => m.upsellSaveResponseSchema), { method: 'POST', body, signal }),
    discount: (body: DiscountRequest, signal?: AbortSignal) =>
      client.call(apiPaths.discount, () => checkoutSchemas().then((m) => m.discountResponseSchema), { method: 'POST', body, signal }),
    paymentClientTokens: (signal?: AbortSignal) => client.call(apiPaths.paymentClientTokens, () => checkoutSchemas().then((m) => m.clientTokensResponseSchema), { signal }),
    createPaymentMethod: (body: PaymentMethodRequest, signal?: AbortSignal) =>
      client.call(apiPaths.paymentMethod, () => checkoutSchemas().then((m) => m.paymentMethodResponseSchema), { method: 'POST', body, signal }),
    purchaseDetails: (body: PurchaseDetailsRequest, signal?: AbortSignal) =>
      client.call(apiPaths.purchaseDetails, () => checkoutSchemas().then((m) => m.purchaseDetailsResponseSchema), { method: 'POST', body, signal }),
    emailReceipt: (studentPaymentTrxId: number, signal?: AbortSignal) =>
      client.call(apiPaths.receiptEmail, emptyEnvelope, { method: 'POST', body: { studentPaymentTrxId }, signal }),
    /** The receipt PDF (02 §7 Receipt download). */
    downloadReceipt: (studentPaymentTrxId: number, signal?: AbortSignal) => client.download(apiPaths.receipt, { studentPaymentTrxId }, signal),
    courseDashboard: (studentPaymentTrxId: number, signal?: AbortSignal) =>
      client.call(apiPaths.courseDashboard, () => accountSchemas().then((m) => m.courseDashboardResponseSchema), { query: { studentPaymentTrxId }, signal }),
    personalInformation: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.personalInformation, () => accountSchemas().then((m) => m.personalInformationResponseSchema), { query: { studentId }, signal }),
    savePersonalInformation: (studentId: number, body: PersonalInformation, signal?: AbortSignal) =>
      client.call(apiPaths.personalInformation, () => accountSchemas().then((m) => m.personalInformationSaveResponseSchema), { method: 'PUT', query: { studentId }, body, signal }),
    parentVerification: (body: ParentVerificationRequest, signal?: AbortSignal) =>
      client.call(apiPaths.parentVerification, () => accountSchemas().then((m) => m.parentVerificationResponseSchema), { method: 'POST', query: { studentId: body.studentId }, body, signal }),
    shopperReview: (query: ShopperReviewQuery, signal?: AbortSignal) =>
      client.call(apiPaths.shopperReview, emptyEnvelope, { query: { ...query }, signal }),
  };
}

export type Api = ReturnType<typeof createApi>;
