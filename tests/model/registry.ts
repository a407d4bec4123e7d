import { azRegistrationStatusModel } from './azRegistrationStatus.model';
import { brandingModel } from './branding.model';
import { breakTimeModel } from './breakTime.model';
import { cartModel } from './cart.model';
import { cartUpsellOffersModel } from './cartUpsellOffers.model';
import { certificateDownloadModel } from './certificateDownload.model';
import { changePasswordModel } from './changePassword.model';
import { chapterModel } from './chapter.model';
import { chapterLaunchModel } from './chapterLaunch.model';
import { connectedAccountsModel } from './connectedAccounts.model';
import { courseOutlineModel } from './courseOutline.model';
import { courtModel } from './court.model';
import { documentsModel } from './documents.model';
import { eligibilityModel } from './eligibility.model';
import { emailVerificationModel } from './emailVerification.model';
import { entryLinkModel } from './entryLink.model';
import { entryStudentCoursePaymentModel } from './entryStudentCoursePayment.model';
import { entryWalletReturnModel } from './entryWalletReturn.model';
import { expressCourseInfoModel } from './expressCourseInfo.model';
import { expressPhoneOfferModel } from './expressPhoneOffer.model';
import { expressRegistrationModel } from './expressRegistration.model';
import { faqsModel } from './faqs.model';
import { fileDocumentsModel } from './fileDocuments.model';
import { flowCatalogueModel } from './flowCatalogue.model';
import { forgotPasswordModel } from './forgotPassword.model';
import type { FlowModel } from './harness/model';
import { homeCourseListModel } from './homeCourseList.model';
import { homeDashboardModel } from './homeDashboard.model';
import { homeSettingsModel } from './homeSettings.model';
import { identityCheckModel } from './identityCheck.model';
import { landingModel } from './landing.model';
import { landingCoursesModel } from './landingCourses.model';
import { loginModel } from './login.model';
import { notificationPreferencesModel } from './notificationPreferences.model';
import { ordersModel } from './orders.model';
import { otherInformationModel } from './otherInformation.model';
import { otpConfigurationModel } from './otpConfiguration.model';
import { parentVerificationModel } from './parentVerification.model';
import { paymentModel } from './payment.model';
import { personalInformationModel } from './personalInformation.model';
import { profileModel } from './profile.model';
import { profileDetailsModel } from './profileDetails.model';
import { quizModel } from './quiz.model';
import { readAloudModel } from './readAloud.model';
import { refundModel } from './refund.model';
import { refundSummaryModel } from './refundSummary.model';
import { registrationModel } from './registration.model';
import { registrationCompletionModel } from './registrationCompletion.model';
import { registrationSubmitModel } from './registrationSubmit.model';
import { resetPasswordModel } from './resetPassword.model';
import { securityQuestionCheckModel } from './securityQuestionCheck.model';
import { securityQuestionsSetupModel } from './securityQuestionsSetup.model';
import { sessionModel } from './session.model';
import { sessionAuthCheckModel } from './sessionAuthCheck.model';
import { supportTicketsModel } from './supportTickets.model';
import { surveyModel } from './survey.model';
import { takeSurveyModel } from './takeSurvey.model';
import { thankYouModel } from './thankYou.model';
import { twoFactorSignInModel } from './twoFactorSignIn.model';
import { typingPatternCheckModel } from './typingPatternCheck.model';
import { typingPatternSetupModel } from './typingPatternSetup.model';
import { verifyCertificateModel } from './verifyCertificate.model';
import { webcamPhotoModel } from './webcamPhoto.model';

/** A part of the product, as the flow catalogue groups its flows for product owners. */
export interface FlowArea {
  area: string;
  models: FlowModel[];
}

/** Every flow model by area. `npm run diagrams` and the flow catalogue list them in this order. */
export const flowAreas: FlowArea[] = [
  {
    area: 'Public pages and registration',
    models: [
      landingModel as FlowModel,
      landingCoursesModel as FlowModel,
      brandingModel as FlowModel,
      courtModel as FlowModel,
      registrationModel as FlowModel,
      registrationSubmitModel as FlowModel,
      registrationCompletionModel as FlowModel,
      expressRegistrationModel as FlowModel,
      expressPhoneOfferModel as FlowModel,
      expressCourseInfoModel as FlowModel,
      entryLinkModel as FlowModel,
      entryWalletReturnModel as FlowModel,
      entryStudentCoursePaymentModel as FlowModel,
      verifyCertificateModel as FlowModel,
    ],
  },
  {
    area: 'Signing in and the session',
    models: [
      loginModel as FlowModel,
      emailVerificationModel as FlowModel,
      twoFactorSignInModel as FlowModel,
      forgotPasswordModel as FlowModel,
      resetPasswordModel as FlowModel,
      sessionModel as FlowModel,
      sessionAuthCheckModel as FlowModel,
    ],
  },
  {
    area: 'Checkout and payment',
    models: [
      personalInformationModel as FlowModel,
      parentVerificationModel as FlowModel,
      cartModel as FlowModel,
      cartUpsellOffersModel as FlowModel,
      paymentModel as FlowModel,
      thankYouModel as FlowModel,
      surveyModel as FlowModel,
      takeSurveyModel as FlowModel,
    ],
  },
  {
    area: "The student's home and account",
    models: [
      homeDashboardModel as FlowModel,
      homeCourseListModel as FlowModel,
      homeSettingsModel as FlowModel,
      notificationPreferencesModel as FlowModel,
      connectedAccountsModel as FlowModel,
      otpConfigurationModel as FlowModel,
      changePasswordModel as FlowModel,
      profileModel as FlowModel,
      profileDetailsModel as FlowModel,
      otherInformationModel as FlowModel,
      ordersModel as FlowModel,
      refundModel as FlowModel,
      refundSummaryModel as FlowModel,
      faqsModel as FlowModel,
      supportTicketsModel as FlowModel,
    ],
  },
  {
    area: 'Course taking',
    models: [
      chapterLaunchModel as FlowModel,
      chapterModel as FlowModel,
      breakTimeModel as FlowModel,
      readAloudModel as FlowModel,
      courseOutlineModel as FlowModel,
      quizModel as FlowModel,
      certificateDownloadModel as FlowModel,
    ],
  },
  {
    area: 'Identity checks',
    models: [
      identityCheckModel as FlowModel,
      securityQuestionsSetupModel as FlowModel,
      securityQuestionCheckModel as FlowModel,
      typingPatternSetupModel as FlowModel,
      typingPatternCheckModel as FlowModel,
      webcamPhotoModel as FlowModel,
    ],
  },
  {
    area: 'Arizona: documents and eligibility',
    models: [
      fileDocumentsModel as FlowModel,
      documentsModel as FlowModel,
      eligibilityModel as FlowModel,
      azRegistrationStatusModel as FlowModel,
    ],
  },
  {
    area: 'Tools for the team',
    models: [flowCatalogueModel as FlowModel],
  },
];

/**
 * Every flow model. `test:model` requires a coverage report for each, and `npm run diagrams` writes
 * docs/flows/<id>.{svg,md} for each.
 */
export const flowModels: FlowModel[] = flowAreas.flatMap((a) => a.models);

/** The area a flow model belongs to. */
export const areaOf = (modelId: string) => flowAreas.find((a) => a.models.some((m) => m.id === modelId))?.area;
