import * as z from 'zod/mini';

const numberId = z.int();
const flag = z.enum(['true', 'false']);

/**
 * Every value the app keeps in the browser (spec 01 §3 "Browser-stored values" and
 * 02 §3 "Browser-kept session values"), with its type. Nothing else is stored.
 */
export const storageSchemas = {
  token: z.string(),
  /** The registration token held apart until the e-mail code is verified (01 §4 Registration success). */
  pendingVerificationToken: z.string(),
  studentId: numberId,
  studentCourseId: numberId,
  studentCourseChapterId: numberId,
  configCourseId: numberId,
  organisationId: numberId,
  stateId: numberId,
  countyId: numberId,
  courtId: numberId,
  citationDate: z.string(),
  vehicleTag: z.string(),
  countyLedgerId: numberId,
  courseName: z.string(),
  courseId: numberId,
  registerVia: z.enum(['sacramento', 'nonsacramento']),
  paymentMethod: z.enum(['Paypal', 'Apple', 'Credit Card']),
  /** The /home guard flag: 'true' when signed in (01 §4 Session guard). */
  isLoggedIn: flag,
  registerFlow: flag,
  fastLaneFlag: flag,
  fastLaneStep: z.enum(['2', '3', '4', '5']),
  /** Set on login success; cleared when the student is not eligible. */
  loginFlag: flag,
  /** Set by an authToken entry link (backend login). */
  backendLoginFlag: flag,
  skipPersonalInfo: flag,
  parentEmailFlow: flag,
  /** From a student or parent entry link (01 §2 Entry query parameters). */
  studentPaymentTrxId: numberId,
  /** The parent-flow token's further courses (01 §2: secondaryConfigCourseIds). */
  secondaryConfigCourseIds: z.array(numberId),
  userObject: z.object({ firstName: z.string(), lastName: z.string(), emailId: z.string() }),
  isShowShopperRequired: flag,
  fastLaneStudentId: numberId,
  inactivityTimeoutFlagEnabled: flag,
  alertBox: flag,
  totals: z.record(z.string(), z.number()),
  priceDetails: z.unknown(),
  /** Set when an 'Access Denied' answer ended the session. */
  accessDenied: flag,
  /** Where logout goes instead of /login, when set. */
  logoutRedirectUrl: z.string(),
  logoutTimeSpent: z.number().check(z.nonnegative()),
  timeConsumedAfterIdentityVerification: z.number().check(z.nonnegative()),
  availableTimeForTheDay: z.number().check(z.nonnegative()),
  isCourseHasAccessTimeLimitPerDay: flag,
  walletUserInfo: z.union([
    z.literal('error'),
    z.object({ firstName: z.string(), lastName: z.string(), emailId: z.string(), password: z.string() }),
  ]),
  landingFlag: flag,
  landingPackage: z.int().check(z.minimum(1), z.maximum(4)),
  trackingParams: z.record(z.string(), z.string()),
  parentVerificationStatus: flag,
  audioUpgradeAdded: flag,
  skipAudioUpsell: flag,
  /** Upsells chosen on an offers page for the upsell cart (02 §7 'the stored upsell payload'). */
  upsellPayload: z.object({ configCourseId: numberId, upsellConfigCourseIds: z.array(numberId) }),
  /** '1' while the upsell cart is being paid (02 §7 Purchase details). */
  upsellPaymentFlag: z.literal('1'),
  /** The cart as chosen on a cart page, for review-cart-and-checkout (reset when a new flow starts). */
  cartSelection: z.object({
    upsellConfigCourseIds: z.array(numberId),
    extraPriceTypeIds: z.array(numberId),
    discount: z.nullable(z.object({ code: z.string(), type: z.enum(['DISCOUNTCODE', 'GIFTCERTIFICATE']) })),
  }),
  /** Set when the first purchase record is PaymentPending (02 §4): session time starts counting. */
  sessionTimeFlag: flag,
  /** The last checkout was a parent payment request (02 §4). */
  isParentPaymentRequest: flag,
  /** Larger text / high contrast chosen in the accessibility widget; survives logout. */
  accessibilityPreferences: z.object({ largeText: z.boolean(), highContrast: z.boolean() }),
  /**
   * Study time a chapter counted and the server has not credited yet: the batch being sent, with its id, and
   * the seconds since. Survives logout, so a failed last update is sent at the next chapter launch (the server refuses
   * it for anyone but its student).
   */
  pendingTime: z.object({
    studentCourseId: numberId,
    studentCourseChapterId: numberId,
    batch: z.nullable(z.object({ updateId: z.string(), seconds: z.number().check(z.nonnegative()) })),
    unsent: z.number().check(z.nonnegative()),
  }),
  /** Final-exam answers not saved yet: sent when their try resumes, after a reload or a logout. */
  unsavedQuizAnswers: z.object({
    quizAttemptId: numberId,
    answers: z.array(z.object({ questionId: numberId, optionId: z.int() })),
  }),
  /** The interface language; survives logout (01 §1). */
  language: z.enum(['en', 'es-LA', 'ru', 'zh']),
} as const;

export type StorageKey = keyof typeof storageSchemas;
export type StoredValue<K extends StorageKey> = z.infer<(typeof storageSchemas)[K]>;

/** Kept when storage is cleared at logout or on an access-denied answer. */
export const keysSurvivingLogout: readonly StorageKey[] = [
  'language',
  'accessDenied',
  'accessibilityPreferences',
  'pendingTime',
  'unsavedQuizAnswers',
];
