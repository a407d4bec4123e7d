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
} as const;

/** Prefixes the server answers as API (everything else is the app with history fallback). */
export const apiPrefixes = [journey, dashboard, '/improv-bdi-authentication', '/improv-student', '/dev'] as const;
