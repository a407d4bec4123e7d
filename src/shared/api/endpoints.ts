
import {
  apiPaths,
  checkoutResponseSchema,
  courseRemapResponseSchema,
  coursePriceResponseSchema,
  coursesDashboardResponseSchema,
  courseInfoResponseSchema,
  expressRegistrationResponseSchema,
  reviewsAggregateResponseSchema,
  courtLookupResponseSchema,
  parentTokenResponseSchema,
  statesWithCategoryResponseSchema,
  walletProfileResponseSchema,
  walletTokenResponseSchema,
  type CourtLookupRequest,
  flexiFieldsResponseSchema,
  emptyEnvelope,
  legacyLoginResponseSchema,
  loginResponseSchema,
  organisationLogoResponseSchema,
  registrationResponseSchema,
  statesResponseSchema,
  studentDetailsResponseSchema,
  type CheckoutRequest,
  type ExpressRegistrationRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LogoutRequest,
  type OrganisationLogoQuery,
  type RegistrationRequest,
  type ResetPasswordRequest,
  type SocialLoginRequest,
  type TimeUpdateRequest,
  clientTokensResponseSchema,
  courseDashboardResponseSchema,
  discountResponseSchema,
  parentVerificationResponseSchema,
  paymentMethodResponseSchema,
  personalInformationResponseSchema,
  personalInformationSaveResponseSchema,
  purchaseDetailsResponseSchema,
  upsellPricesResponseSchema,
  upsellSaveResponseSchema,
  type DiscountRequest,
  type ParentVerificationRequest,
  type PaymentMethodRequest,
  type PersonalInformation,
  type PurchaseDetailsRequest,
  type ShopperReviewQuery,
  type UpsellSaveRequest,
} from '@contracts/index';
import type { ApiClient } from './client';

/** The typed calls of spec 01 §7 / 02 §7 that the app makes. Every one takes the caller's AbortSignal. */
export function createApi(client: ApiClient) {
  return {
    login: (body: LoginRequest, signal?: AbortSignal) =>
      client.call(apiPaths.login, loginResponseSchema, { method: 'POST', body, signal, unauthorizedIsAnswer: true }),
    legacyLogin: (body: LoginRequest, signal?: AbortSignal) =>
      client.call(apiPaths.legacyLogin, legacyLoginResponseSchema, { method: 'POST', body, signal, unauthorizedIsAnswer: true }),
    socialLogin: (body: SocialLoginRequest, signal?: AbortSignal) =>
      client.call(apiPaths.socialLogin, loginResponseSchema, { method: 'POST', body, signal, unauthorizedIsAnswer: true }),
    forgotPassword: (body: ForgotPasswordRequest, signal?: AbortSignal) =>
      client.call(apiPaths.forgotPassword, emptyEnvelope, { method: 'POST', body, signal }),
    resetPassword: (body: ResetPasswordRequest, signal?: AbortSignal) =>
      client.call(apiPaths.resetPassword, emptyEnvelope, { method: 'POST', body, signal }),
    logout: (body: LogoutRequest, signal?: AbortSignal) => client.call(apiPaths.logout, emptyEnvelope, { method: 'POST', body, signal }),
    updateChapterTime: (body: TimeUpdateRequest, signal?: AbortSignal) =>
      client.call(apiPaths.chapterTime, emptyEnvelope, { method: 'PUT', body, signal }),
    studentDetails: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.studentDetails, studentDetailsResponseSchema, { query: { studentId }, signal }),
    coursesDashboard: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.coursesDashboard, coursesDashboardResponseSchema, { query: { studentId }, signal }),
    organisationLogo: (query: OrganisationLogoQuery, signal?: AbortSignal) =>
      client.call(apiPaths.organisationLogo, organisationLogoResponseSchema, { query, signal }),
    states: (signal?: AbortSignal) => client.call(apiPaths.states, statesResponseSchema, { query: { IsActive: 'true' }, signal }),
    verifyEmail: (studentId: number, code: string, signal?: AbortSignal) =>
      client.call(apiPaths.emailVerification(studentId), emptyEnvelope, { method: 'PUT', query: { code }, signal }),
    resendVerification: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.resendVerification(studentId), emptyEnvelope, { method: 'PUT', signal }),
    register: (body: RegistrationRequest, signal?: AbortSignal) =>
      client.call(apiPaths.registration, registrationResponseSchema, { method: 'POST', body, signal }),
    coursePrice: (configCourseId: number, signal?: AbortSignal) =>
      client.call(apiPaths.coursePrice, coursePriceResponseSchema, { method: 'POST', body: { configCourseId }, signal }),
    flexiFields: (query: { configCourseId: number; stateId?: number | null }, signal?: AbortSignal) =>
      client.call(apiPaths.flexiFields, flexiFieldsResponseSchema, {
        query: { configCourseJsonObj: JSON.stringify({ configCourseId: query.configCourseId, isDiversionFieldAtRegistration: true, stateId: query.stateId ?? null }) },
        signal,
      }),
    courseRemap: (query: { configCourseId: number; stateId: number }, signal?: AbortSignal) =>
      client.call(apiPaths.courseRemap, courseRemapResponseSchema, { query, signal }),
    checkout: (body: CheckoutRequest, signal?: AbortSignal) =>
      client.call(apiPaths.checkout, checkoutResponseSchema, { method: 'POST', body, signal }),
    expressRegister: (body: ExpressRegistrationRequest, signal?: AbortSignal) =>
      client.call(apiPaths.expressRegistration, expressRegistrationResponseSchema, { method: 'POST', body, signal }),
    courseInfo: (configCourseId: number, signal?: AbortSignal) =>
      client.call(apiPaths.courseInfo, courseInfoResponseSchema, { query: { configCourseId }, signal }),
    reviewsAggregate: (signal?: AbortSignal) => client.call(apiPaths.reviewsAggregate, reviewsAggregateResponseSchema, { signal }),
    courtLookup: (body: CourtLookupRequest, signal?: AbortSignal) =>
      client.call(apiPaths.courtLookup, courtLookupResponseSchema, { method: 'POST', body, signal }),
    /** 01 §7 Wallet token: form-encoded grant_type=client_credentials and code, Basic authorization. */
    walletToken: (code: string, client_: { clientId: string; clientSecret: string }, signal?: AbortSignal) =>
      client.callPlain(apiPaths.walletToken, walletTokenResponseSchema, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', code }),
        authorization: `Basic ${btoa(`${client_.clientId}:${client_.clientSecret}`)}`,
        signal,
      }),
    /** 01 §7 Wallet profile: GET with the wallet's Bearer token. */
    walletProfile: (accessToken: string, signal?: AbortSignal) =>
      client.callPlain(apiPaths.walletProfile, walletProfileResponseSchema, { authorization: `Bearer ${accessToken}`, signal }),
    statesWithCategory: (token: string, signal?: AbortSignal) =>
      client.call(apiPaths.statesWithCategory, statesWithCategoryResponseSchema, { query: { token }, signal }),
    /** Verifies a parent-flow token (signature and expiry) and answers its claims. */
    // A refused link is an answer to show on the page, not the end of a session.
    parentToken: (token: string, signal?: AbortSignal) =>
      client.call(apiPaths.parentToken, parentTokenResponseSchema, { query: { token }, signal, unauthorizedIsAnswer: true }),

    // ---- Issue 5: cart, payment, receipt, personal information, parent verification (02 §7) ----
    upsellPrices: (configCourseId: number, signal?: AbortSignal) =>
      client.call(apiPaths.upsellPrices, upsellPricesResponseSchema, { query: { configCourseId }, signal }),
    upsellSave: (body: UpsellSaveRequest, signal?: AbortSignal) =>
      client.call(apiPaths.upsellSave, upsellSaveResponseSchema, { method: 'POST', body, signal }),
    discount: (body: DiscountRequest, signal?: AbortSignal) =>
      client.call(apiPaths.discount, discountResponseSchema, { method: 'POST', body, signal }),
    paymentClientTokens: (signal?: AbortSignal) => client.call(apiPaths.paymentClientTokens, clientTokensResponseSchema, { signal }),
    createPaymentMethod: (body: PaymentMethodRequest, signal?: AbortSignal) =>
      client.call(apiPaths.paymentMethod, paymentMethodResponseSchema, { method: 'POST', body, signal }),
    purchaseDetails: (body: PurchaseDetailsRequest, signal?: AbortSignal) =>
      client.call(apiPaths.purchaseDetails, purchaseDetailsResponseSchema, { method: 'POST', body, signal }),
    emailReceipt: (studentPaymentTrxId: number, signal?: AbortSignal) =>
      client.call(apiPaths.receiptEmail, emptyEnvelope, { method: 'POST', body: { studentPaymentTrxId }, signal }),
    courseDashboard: (studentPaymentTrxId: number, signal?: AbortSignal) =>
      client.call(apiPaths.courseDashboard, courseDashboardResponseSchema, { query: { studentPaymentTrxId }, signal }),
    personalInformation: (studentId: number, signal?: AbortSignal) =>
      client.call(apiPaths.personalInformation, personalInformationResponseSchema, { query: { studentId }, signal }),
    savePersonalInformation: (studentId: number, body: PersonalInformation, signal?: AbortSignal) =>
      client.call(apiPaths.personalInformation, personalInformationSaveResponseSchema, { method: 'PUT', query: { studentId }, body, signal }),
    parentVerification: (body: ParentVerificationRequest, signal?: AbortSignal) =>
      client.call(apiPaths.parentVerification, parentVerificationResponseSchema, { method: 'POST', query: { studentId: body.studentId }, body, signal }),
    shopperReview: (query: ShopperReviewQuery, signal?: AbortSignal) =>
      client.call(apiPaths.shopperReview, emptyEnvelope, { query: { ...query }, signal }),
  };
}

export type Api = ReturnType<typeof createApi>;
