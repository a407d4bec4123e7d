import { azRegistrationStatusBrowser } from '../model/azRegistrationStatus.browser';
import { brandingBrowser } from '../model/branding.browser';
import { breakTimeBrowser } from '../model/breakTime.browser';
import { cartBrowser } from '../model/cart.browser';
import { cartUpsellOffersBrowser } from '../model/cartUpsellOffers.browser';
import { certificateDownloadBrowser } from '../model/certificateDownload.browser';
import { changePasswordBrowser } from '../model/changePassword.browser';
import { chapterBrowser } from '../model/chapter.browser';
import { chapterLaunchBrowser } from '../model/chapterLaunch.browser';
import { connectedAccountsBrowser } from '../model/connectedAccounts.browser';
import { courseOutlineBrowser } from '../model/courseOutline.browser';
import { courtLookupBrowser } from '../model/court.browser';
import { documentsBrowser } from '../model/documents.browser';
import { eligibilityBrowser } from '../model/eligibility.browser';
import { emailVerificationBrowser } from '../model/emailVerification.browser';
import { entryLinkBrowser } from '../model/entryLink.browser';
import { studentCoursePaymentBrowser } from '../model/entryStudentCoursePayment.browser';
import { walletReturnBrowser } from '../model/entryWalletReturn.browser';
import { expressCourseInfoBrowser } from '../model/expressCourseInfo.browser';
import { expressPhoneOfferBrowser } from '../model/expressPhoneOffer.browser';
import { expressRegistrationBrowser } from '../model/expressRegistration.browser';
import { faqsBrowser } from '../model/faqs.browser';
import { fileDocumentsBrowser } from '../model/fileDocuments.browser';
import { flowCatalogueBrowser } from '../model/flowCatalogue.browser';
import { forgotPasswordBrowser } from '../model/forgotPassword.browser';
import { homeCourseListBrowser } from '../model/homeCourseList.browser';
import { homeDashboardBrowser } from '../model/homeDashboard.browser';
import { homeSettingsBrowser } from '../model/homeSettings.browser';
import { identityCheckBrowser } from '../model/identityCheck.browser';
import { landingBrowser } from '../model/landing.browser';
import { coursesLandingBrowser } from '../model/landingCourses.browser';
import { loginBrowser } from '../model/login.browser';
import { notificationPreferencesBrowser } from '../model/notificationPreferences.browser';
import { ordersBrowser } from '../model/orders.browser';
import { otherInformationBrowser } from '../model/otherInformation.browser';
import { otpConfigurationBrowser } from '../model/otpConfiguration.browser';
import { parentVerificationBrowser } from '../model/parentVerification.browser';
import { paymentBrowser } from '../model/payment.browser';
import { personalInformationBrowser } from '../model/personalInformation.browser';
import { profileBrowser } from '../model/profile.browser';
import { profileDetailsBrowser } from '../model/profileDetails.browser';
import { quizBrowser } from '../model/quiz.browser';
import { readAloudBrowser } from '../model/readAloud.browser';
import { refundBrowser } from '../model/refund.browser';
import { refundSummaryBrowser } from '../model/refundSummary.browser';
import { registrationBrowser } from '../model/registration.browser';
import { registrationCompletionBrowser } from '../model/registrationCompletion.browser';
import { registrationSubmitBrowser } from '../model/registrationSubmit.browser';
import { resetPasswordBrowser } from '../model/resetPassword.browser';
import { securityQuestionCheckBrowser } from '../model/securityQuestionCheck.browser';
import { securityQuestionsSetupBrowser } from '../model/securityQuestionsSetup.browser';
import { sessionBrowser } from '../model/session.browser';
import { sessionAuthCheckBrowser } from '../model/sessionAuthCheck.browser';
import { supportTicketsBrowser } from '../model/supportTickets.browser';
import { surveyBrowser } from '../model/survey.browser';
import { takeSurveyBrowser } from '../model/takeSurvey.browser';
import { thankYouBrowser } from '../model/thankYou.browser';
import { twoFactorSignInBrowser } from '../model/twoFactorSignIn.browser';
import { typingPatternCheckBrowser } from '../model/typingPatternCheck.browser';
import { typingPatternSetupBrowser } from '../model/typingPatternSetup.browser';
import { verifyCertificateBrowser } from '../model/verifyCertificate.browser';
import { webcamPhotoBrowser } from '../model/webcamPhoto.browser';
import type { BrowserFlow } from './browserFlow';

/** Every flow with a browser map; scripts/pathsCoverage.ts lists the flow models that have none yet. */
export const browserFlows: BrowserFlow[] = [
  azRegistrationStatusBrowser as BrowserFlow,
  brandingBrowser as BrowserFlow,
  breakTimeBrowser as BrowserFlow,
  cartBrowser as BrowserFlow,
  cartUpsellOffersBrowser as BrowserFlow,
  certificateDownloadBrowser as BrowserFlow,
  changePasswordBrowser as BrowserFlow,
  chapterBrowser as BrowserFlow,
  chapterLaunchBrowser as BrowserFlow,
  connectedAccountsBrowser as BrowserFlow,
  courseOutlineBrowser as BrowserFlow,
  coursesLandingBrowser as BrowserFlow,
  courtLookupBrowser as BrowserFlow,
  documentsBrowser as BrowserFlow,
  eligibilityBrowser as BrowserFlow,
  emailVerificationBrowser as BrowserFlow,
  entryLinkBrowser as BrowserFlow,
  expressCourseInfoBrowser as BrowserFlow,
  expressPhoneOfferBrowser as BrowserFlow,
  expressRegistrationBrowser as BrowserFlow,
  faqsBrowser as BrowserFlow,
  fileDocumentsBrowser as BrowserFlow,
  flowCatalogueBrowser as BrowserFlow,
  forgotPasswordBrowser as BrowserFlow,
  homeCourseListBrowser as BrowserFlow,
  homeDashboardBrowser as BrowserFlow,
  homeSettingsBrowser as BrowserFlow,
  identityCheckBrowser as BrowserFlow,
  landingBrowser as BrowserFlow,
  loginBrowser as BrowserFlow,
  notificationPreferencesBrowser as BrowserFlow,
  ordersBrowser as BrowserFlow,
  otherInformationBrowser as BrowserFlow,
  otpConfigurationBrowser as BrowserFlow,
  parentVerificationBrowser as BrowserFlow,
  paymentBrowser as BrowserFlow,
  personalInformationBrowser as BrowserFlow,
  profileBrowser as BrowserFlow,
  profileDetailsBrowser as BrowserFlow,
  quizBrowser as BrowserFlow,
  readAloudBrowser as BrowserFlow,
  refundBrowser as BrowserFlow,
  refundSummaryBrowser as BrowserFlow,
  registrationBrowser as BrowserFlow,
  registrationCompletionBrowser as BrowserFlow,
  registrationSubmitBrowser as BrowserFlow,
  resetPasswordBrowser as BrowserFlow,
  securityQuestionCheckBrowser as BrowserFlow,
  securityQuestionsSetupBrowser as BrowserFlow,
  sessionAuthCheckBrowser as BrowserFlow,
  sessionBrowser as BrowserFlow,
  studentCoursePaymentBrowser as BrowserFlow,
  supportTicketsBrowser as BrowserFlow,
  surveyBrowser as BrowserFlow,
  takeSurveyBrowser as BrowserFlow,
  thankYouBrowser as BrowserFlow,
  twoFactorSignInBrowser as BrowserFlow,
  typingPatternCheckBrowser as BrowserFlow,
  typingPatternSetupBrowser as BrowserFlow,
  verifyCertificateBrowser as BrowserFlow,
  walletReturnBrowser as BrowserFlow,
  webcamPhotoBrowser as BrowserFlow,
];
