/**
 * The app's pages (01 §2 and 02 §2), named once, one export each (so a chunk carries only the paths it uses). Import
 * them as a namespace, `import * as routes from '@contracts/pages'`: the router builds its route objects from them and
 * machines name their destinations with them (contracts/routes.ts types those destinations).
 */
export const landing = '/';
export const courseEnrollment = '/course-enrollment';
export const coursesLanding = '/courses-landing';
export const sacramentoCourt = '/sacramento-court';
export const walletReturn = '/paypal-auth';
export const studentCoursePayment = '/studentcourse-payment';
export const privacyPolicy = '/privacy-policy';
export const terms = '/terms-and-conditions';
export const login = '/login';
/** Public: anyone checks a certificate's verification code. */
export const verifyCertificate = '/verify-certificate';
export const accountHelp = '/account-help';
export const forgotPassword = '/forgot-password';
export const resetPassword = '/reset-password';
export const register = '/register';
export const organisationRegister = '/:id/register';
export const expressRegistration = '/registerfast';
export const authCheck = '/auth-check';
export const home = '/home';
// Checkout pages under /home (01 §2).
export const fastLanePersonalInformation = '/home/fast-lane-personal-information';
export const cartSummary = '/home/cart-summary';
export const azCartSummary = '/home/az-cart-summary';
export const upsellCartSummary = '/home/upsell-cart-summary';
export const fastLaneCartSummary = '/home/fast-lane-cart-summary';
export const parentCartSummary = '/home/parent-cart-summary';
export const cartSummarySchedule = '/home/cart-summary-schedule';
export const reviewCart = '/home/review-cart-and-checkout';
export const upsell = '/home/upsell';
export const azUpsell = '/home/az-upsell';
export const specialOffers = '/home/special-offers';
// The student area (02 §2).
export const dashboard = '/home/dashboard';
export const courseList = '/home/course-list';
export const settings = '/home/settings';
export const personalInformation = '/home/personal-information';
export const parentVerification = '/home/parent-verification';
export const billingDetails = '/home/view-billing-details';
export const myOrders = '/home/myorders';
export const billing = '/home/billing';
export const takeSurvey = '/home/take-survey';
export const profile = '/home/profile';
export const support = '/home/support';
export const customerSupport = '/home/customer-support';
export const changePassword = '/home/change-password';
export const otpConfiguration = '/home/otp-configuration';
export const integration = '/home/integration';
// Course taking (02 §2).
export const courseDashboard = '/home/course-dashboard';
export const syllabus = '/home/syllabus';
export const chapterLaunch = '/home/chapter-launch';
export const chapter = '/home/chapter';
export const breakTime = '/home/breakTime';
export const chapterQuiz = '/home/chapter-quiz';
export const finalQuiz = '/home/final-quiz';
// The Arizona flow after payment (02 §2).
export const fileDocuments = '/home/file-documents';
export const documents = '/home/documents';
export const eligibility = '/home/eligibility';
export const azRegistrationStatus = '/home/az-registration-status';
export const refund = '/home/refund';
export const refundSummary = '/home/refund-summary';

/** The flow catalogue for product owners (development servers only; /dev is otherwise the server's). */
export const devFlows = '/dev/flows';
