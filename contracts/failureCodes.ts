/**
 * The refusal codes of each area (the envelope's status.code), apart from the areas' schemas: the app's failure
 * wording imports only these constants (src/shared/i18n/failureMessages.ts), and each area's contract re-exports its
 * own. The codes every page meets are `failureCodes` in envelope.ts.
 */

// Re-exported by contracts/auth.ts.
/** Refusal codes of setting a password and of social sign-in (the envelope's `code`). */
export const accountFailureCodes = {
  /** 400: a new password (registration, reset, change) is on the common-password list; another one is needed. */
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  /**
   * 409: social sign-in with a provider account that is not connected, whose verified e-mail is a student's: the
   * student signs in with the password and connects it in the account's settings.
   */
  socialNotConnected: 'SOCIAL_NOT_CONNECTED',
  /** 404: social sign-in with a provider account that is not connected and whose e-mail the provider did not verify. */
  socialEmailUnverified: 'SOCIAL_EMAIL_UNVERIFIED',
  /** 400: a password change whose new password is the current one (02 §7). */
  passwordSameAsCurrent: 'PASSWORD_SAME_AS_CURRENT',
} as const;

/**
 * The status.code of a successful sign-in whose status.message the app shows (01 §4: isEligible false shows the
 * message and goes back to /login); the app words it by this code.
 */
export const signInNoticeCodes = { ineligible: 'INELIGIBLE' } as const;
export type SignInNoticeCode = (typeof signInNoticeCodes)[keyof typeof signInNoticeCodes];

// Re-exported by contracts/account.ts.
export const personalInformationFailureCodes = {
  invalidAddress: 'INVALID_ADDRESS',
  invalidZip: 'INVALID_ZIP',
} as const;

export const parentVerificationFailureCodes = { notVerified: 'PARENT_NOT_VERIFIED' } as const;

// Re-exported by contracts/checkout.ts.
export const checkoutFailureCodes = {
  /** 402: the gateway refused the card. */
  cardDeclined: 'CARD_DECLINED',
  /** 400: a card number the gateway cannot use. */
  cardInvalid: 'CARD_INVALID',
  /** 400: the card's expiry date is past. */
  cardExpired: 'CARD_EXPIRED',
  /** 400: the payment lines or total do not match the server's prices. */
  totalMismatch: 'TOTAL_MISMATCH',
  /** 404: unknown, expired or used-up discount code or gift certificate. */
  discountInvalid: 'DISCOUNT_INVALID',
  /** 409: the same idempotency key was used for a different payment. */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** 409: another checkout of this student is still being processed (or a request with this idempotency key). */
  paymentInProgress: 'PAYMENT_IN_PROGRESS',
  /** 409: the charge went through but could not be recorded, so it was voided: nothing is charged. */
  paymentReversed: 'PAYMENT_REVERSED',
  /** 409: the pending order was replaced by a newer order of the same course (its link is no longer payable). */
  orderReplaced: 'ORDER_REPLACED',
  /** 502: the charge could not be recorded and voiding it has not been confirmed yet (the server keeps trying). */
  paymentNotRecorded: 'PAYMENT_NOT_RECORDED',
  /** 400: checkout with a gateway the server does not offer. */
  gatewayUnavailable: 'GATEWAY_UNAVAILABLE',
  /** 400: BYPASSPAYMENT refused (no PAYMENT_BYPASS, amount not 0, GSA flag missing). */
  paymentBypassRefused: 'PAYMENT_BYPASS_REFUSED',
  /** 409: the course of this checkout is already paid. */
  alreadyPaid: 'ALREADY_PAID',
} as const;

// Re-exported by contracts/connectedAccounts.ts.
export const connectedAccountFailureCodes = {
  /** 400: no ID token was sent (the browser could not sign in with the provider). */
  tokenMissing: 'SOCIAL_TOKEN_MISSING',
  /** 400: the provider's ID token was not accepted (signature, audience, expiry...). */
  tokenRefused: 'SOCIAL_CONNECT_FAILED',
  /** 409: this provider account is connected to another student. */
  takenByAnother: 'SOCIAL_ACCOUNT_TAKEN',
  /** 409: the student has another account of this provider connected already. */
  providerConnected: 'SOCIAL_PROVIDER_CONNECTED',
} as const;

// Re-exported by contracts/documents.ts.
/** Failure codes of the documents (the app words them: src/shared/i18n/failureMessages.ts). */
export const documentFailureCodes = {
  /** 400: the file is not a JPEG, PNG, GIF or PDF by its content. */
  format: 'DOCUMENT_FORMAT',
  /** 413: larger than `documentLimits.maxBytes` (or an image of too many pixels). */
  tooLarge: 'DOCUMENT_TOO_LARGE',
  /** 409: eligibility is decided, or the document of this type is approved: it cannot be replaced. */
  locked: 'DOCUMENTS_LOCKED',
  /** 400: the course does not require this type of document (or none at all). */
  notRequired: 'DOCUMENT_NOT_REQUIRED',
  /** 409 (operators): the document is decided already or was replaced. */
  notFiled: 'DOCUMENT_NOT_FILED',
  /** 404: the student has no course that requires documents. */
  noCourse: 'DOCUMENTS_NO_COURSE',
} as const;

// Re-exported by contracts/eligibility.ts.
export const eligibilityFailureCodes = {
  /** 409: documents first (the page links to file-documents). */
  documentsMissing: 'ELIGIBILITY_DOCUMENTS_MISSING',
  /** 409: decided once; the answer carries the decision. */
  decided: 'ELIGIBILITY_DECIDED',
  /** 400: the typed name is not the account's. */
  nameMismatch: 'ELIGIBILITY_NAME_MISMATCH',
  /** 404: the course has no eligibility check (or the student none with one). */
  notRequired: 'ELIGIBILITY_NOT_REQUIRED',
  /** 400: answers that cannot be true (a refusal, not a decline), one code each. */
  violationDateFuture: 'ELIGIBILITY_VIOLATION_DATE_FUTURE',
  courtBeforeViolation: 'ELIGIBILITY_COURT_BEFORE_VIOLATION',
  previousAfterViolation: 'ELIGIBILITY_PREVIOUS_AFTER_VIOLATION',
  vehicleRequired: 'ELIGIBILITY_VEHICLE_REQUIRED',
} as const;

// Re-exported by contracts/entryLinks.ts.
/** Refusal codes of the parent link (the app words them: src/shared/i18n/failureMessages.ts). */
export const parentTokenFailureCodes = {
  /** 401: a link's token (the parent's, or a session token a link carries) that is malformed, expired or ended. */
  invalid: 'PARENT_LINK_INVALID',
} as const;

// Re-exported by contracts/notificationPreferences.ts.
export const notificationPreferencesFailureCodes = {
  /** 400: SMS alerts chosen without a mobile number on the profile. */
  mobileNumberRequired: 'MOBILE_NUMBER_REQUIRED',
} as const;

// Re-exported by contracts/profile.ts.
export const profileFailureCodes = { stateRequired: 'STATE_REQUIRED' } as const;

// Re-exported by contracts/refunds.ts.
export const refundFailureCodes = {
  /** 409: an item is not refundable (any more) under the course's rules; nothing was refunded. */
  notRefundable: 'REFUND_NOT_REFUNDABLE',
  /** 402: the payment gateway refused the refund; nothing was refunded. */
  refused: 'REFUND_REFUSED',
  /** 409: the same key was used for another refund request. */
  keyConflict: 'REFUND_KEY_CONFLICT',
  /** 409: this request is still being processed. */
  inProgress: 'REFUND_IN_PROGRESS',
  /** 409 (operators): the request was already refunded or declined, or cannot be decided that way. */
  decided: 'REFUND_ALREADY_DECIDED',
} as const;

// Re-exported by contracts/registration.ts.
/** status.code values of registration failures (in addition to contracts/envelope failureCodes; checkout's are checkout.ts). */
export const registrationFailureCodes = {
  /** 409: the e-mail is already registered (also the loser of a double submit). */
  duplicateEmail: 'DUPLICATE_EMAIL',
  /** 409: the e-mail belongs to a student of another organisation that cannot join this course. */
  emailRegisteredElsewhere: 'EMAIL_REGISTERED_ELSEWHERE',
  /** 409: the course config is closed for registration (or not sold by this organisation). */
  registrationClosed: 'REGISTRATION_CLOSED',
  /** 400: an e-mail problem the app shows under the e-mail field (spec status 'Fail'): syntax, domain restriction. */
  emailFail: 'FAIL',
  /** 400: GSA course without a valid government fleet vehicle tag. */
  invalidVehicleTag: 'INVALID_VEHICLE_TAG',
  /** 409: the GSA vehicle tag is already registered for this course. */
  vehicleTagTaken: 'VEHICLE_TAG_TAKEN',
} as const;

// Re-exported by contracts/twoFactor.ts.
/** Refusal codes of two-step verification (the app words each: src/shared/i18n/failureMessages.ts). */
export const twoFactorFailureCodes = {
  /** 409: a request that does not fit the current state (on when asked to set up, off when asked to turn off). */
  enabled: 'TWO_FACTOR_ENABLED',
  notEnabled: 'TWO_FACTOR_NOT_ENABLED',
  /** 400: not the authenticator's current code (nor an unused recovery code). */
  codeInvalid: 'TWO_FACTOR_CODE_INVALID',
  /** 400: the time step of this code was accepted already (RFC 6238 §5.2). */
  codeUsed: 'TWO_FACTOR_CODE_USED',
  /** 400: no pending setup key (never started, or expired). */
  setupExpired: 'TWO_FACTOR_SETUP_EXPIRED',
  /** 401: the sign-in's second step is over (expired or unknown challenge). */
  challengeExpired: 'TWO_FACTOR_CHALLENGE_EXPIRED',
  /** 429: too many wrong codes for this sign-in; it must start again. */
  challengeClosed: 'TWO_FACTOR_CHALLENGE_CLOSED',
} as const;
