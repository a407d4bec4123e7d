/** API paths of spec 01 §7 and 02 §7. Paths the spec leaves unnamed are chosen here once. */
const journey = '/improv-student-registration-journey';
const dashboard = '/improv-student-course-dashboard';

export const apiPaths = {
  login: `${dashboard}/student/login`,
  legacyLogin: '/improv-bdi-authentication/student/bdi/login',
  socialLogin: `${dashboard}/student/google/login`,
  forgotPassword: `${journey}/student/forgot-password`,
  /** Not named by the spec. */
  resetPassword: `${journey}/student/reset-password`,
  logout: `${journey}/student/logout`,
  chapterTime: `${dashboard}/student/chapter/time`,
  studentDetails: `${journey}/student`,
  organisationLogo: `${journey}/student/course/logo`,
  states: `${dashboard}/state/states`,
  emailVerification: (studentId: number) => `${journey}/student/email-verification/${studentId}`,
  resendVerification: (studentId: number) => `${journey}/student/resend-verification-code/${studentId}`,
  coursesDashboard: `${dashboard}/student/courses/dashboard`,
  registration: `${journey}/student/course/registration`,
  coursePrice: `${journey}/student/course/price`,
  flexiFields: `${journey}/student/course/flexifield`,
  /** Not named by the spec. */
  courseRemap: `${journey}/student/course/remap`,
  checkout: `${journey}/student/course/payment/checkout`,
  expressRegistration: `${journey}/student/course/express-registration`,
  /** The following are not named by the spec. */
  courtLookup: `${journey}/student/course/court-case`,
  reviewsAggregate: `${journey}/reviews/aggregate`,
  walletToken: `${journey}/wallet/token`,
  walletProfile: `${journey}/wallet/profile`,
  statesWithCategory: `${journey}/state/states-with-category`,
  parentToken: `${journey}/student/parent-token`,
  courseInfo: `${journey}/student/course/info`,
  devMailbox: '/dev/mailbox',

  // ---- Issue 5: cart, checkout, receipt, personal information, parent verification (02 §7) ----
  /** Unnamed by the spec ('POST student purchase details'). */
  purchaseDetails: '/student/course/payment/purchase-details',
  upsellPrices: `${dashboard}/student/configcourseprice/`,
  upsellSave: `${dashboard}/student/course/upsell/`,
  discount: '/student/course/discount',
  paymentClientTokens: '/student/course/payment/gateway/client-tokens',
  paymentMethod: '/student/course/payment/tilled/paymentMethod/',
  receipt: '/student/course/payment/receipt',
  receiptEmail: '/improv-student/student-certificate/send/payment-receipt',
  purchasedCourses: '/student/course/purchased',
  courseDashboard: `${dashboard}/student/course/dashboard`,
  parentVerification: '/student/course/parent-verification',
  /** Unnamed by the spec (the personal information save). */
  personalInformation: `${journey}/student/personal-information`,
  /** The shopper-review (survey) submit; a plain GET on our own server instead of third-party JSONP. */
  shopperReview: '/improv-student/shopper-review',
} as const;

/** Prefixes the server answers as API (everything else is the app with history fallback). */
export const apiPrefixes = [journey, dashboard, '/improv-bdi-authentication', '/improv-student', '/student', '/dev'] as const;
