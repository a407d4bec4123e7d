import type { RouteObject } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { homeChildPath } from '@contracts/routes';

import { notFound, pageWith } from './routeLoaders';
import { variantPageWith } from './variantPage';

const cartPage = variantPageWith('checkout', () => import('@flows/cart/CartFlow'));
const offersPage = pageWith('checkout', () => import('@flows/cart/upsellOffers/UpsellOffersFlow'));
const personalInformationPage = variantPageWith(
  'checkout',
  () => import('@flows/personalInformation/PersonalInformationFlow'),
);
const ordersPage = pageWith('checkout', () => import('@flows/orders/OrdersFlow'));
const quizPage = variantPageWith('course', () => import('@flows/home/quiz/QuizFlow'));

/** The pages under /home (router.tsx adds them on the first navigation there). */
export function homeRoutes(): RouteObject[] {
  const at = homeChildPath;
  return [
    // Checkout pages: focused, without the student menu (their header is the minimal one).
    { path: at(routes.fastLanePersonalInformation), lazy: personalInformationPage({ variant: 'fastLane' }) },
    { path: at(routes.cartSummary), lazy: cartPage({ variant: 'normal' }) },
    { path: at(routes.azCartSummary), lazy: cartPage({ variant: 'az' }) },
    { path: at(routes.upsellCartSummary), lazy: cartPage({ variant: 'upsell' }) },
    { path: at(routes.fastLaneCartSummary), lazy: cartPage({ variant: 'fastLane' }) },
    { path: at(routes.parentCartSummary), lazy: cartPage({ variant: 'parent' }) },
    { path: at(routes.cartSummarySchedule), lazy: cartPage({ variant: 'schedule' }) },
    { path: at(routes.reviewCart), lazy: cartPage({ variant: 'review' }) },
    { path: at(routes.upsell), lazy: offersPage },
    { path: at(routes.azUpsell), lazy: offersPage },
    { path: at(routes.specialOffers), lazy: offersPage },
    // The Arizona flow after payment (01 §2): filing the documents (stepper step 11; its words are the home part's).
    {
      path: at(routes.fileDocuments),
      lazy: pageWith('home', () => import('@flows/home/fileDocuments/FileDocumentsFlow')),
    },
    // The Arizona flow after payment (01 §2): checkout-like pages with the stepper (step 12).
    {
      path: at(routes.eligibility),
      lazy: pageWith('home', () => import('@flows/home/eligibility/EligibilityFlow')),
    },
    {
      path: at(routes.azRegistrationStatus),
      lazy: pageWith('home', () => import('@flows/home/azRegistrationStatus/AzRegistrationStatusFlow')),
    },
    {
      lazy: pageWith('home', () => import('@flows/home/layout/HomeLayout')),
      children: [
        { path: at(routes.dashboard), lazy: pageWith('home', () => import('@flows/home/dashboard/DashboardFlow')) },
        {
          path: at(routes.courseList),
          lazy: pageWith('home', () => import('@flows/home/courseList/CourseListFlow')),
        },
        {
          path: at(routes.settings),
          lazy: pageWith('home', () => import('@flows/home/accountSettings/AccountSettingsFlow')),
        },
        { path: at(routes.profile), lazy: pageWith('checkout', () => import('@flows/profile/ProfileFlow')) },
        { path: at(routes.support), lazy: pageWith('home', () => import('@flows/home/supportTickets/SupportFlow')) },
        // The student's documents of the Arizona flow (02 §2 documents).
        { path: at(routes.documents), lazy: pageWith('home', () => import('@flows/home/documents/DocumentsFlow')) },
        {
          path: at(routes.customerSupport),
          lazy: pageWith('home', () => import('@flows/home/faqs/FaqsFlow')),
        },
        {
          path: at(routes.changePassword),
          lazy: pageWith('home', () => import('@flows/home/changePassword/ChangePasswordFlow')),
        },
        {
          path: at(routes.integration),
          lazy: pageWith('home', () => import('@flows/home/connectedAccounts/ConnectedAccountsFlow')),
        },
        {
          path: at(routes.otpConfiguration),
          lazy: pageWith('home', () => import('@flows/home/otpConfiguration/OtpConfigurationFlow')),
        },
        // Course taking (02 §2, §7).
        {
          path: at(routes.courseDashboard),
          lazy: pageWith('course', () => import('@flows/home/courseOutline/CourseDashboardFlow')),
        },
        { path: at(routes.syllabus), lazy: pageWith('course', () => import('@flows/home/courseOutline/SyllabusFlow')) },
        {
          path: at(routes.chapterLaunch),
          lazy: pageWith('course', () => import('@flows/home/chapterLaunch/ChapterLaunchFlow')),
        },
        { path: at(routes.chapter), lazy: pageWith('course', () => import('@flows/home/chapter/ChapterFlow')) },
        { path: at(routes.breakTime), lazy: pageWith('course', () => import('@flows/home/breakTime/BreakTimeFlow')) },
        // Chapter quizzes and the final exam (02 §2 chapter-quiz, final-quiz).
        { path: at(routes.chapterQuiz), lazy: quizPage({ kind: 'chapter' }) },
        { path: at(routes.finalQuiz), lazy: quizPage({ kind: 'final' }) },
        { path: at(routes.personalInformation), lazy: personalInformationPage({ variant: 'normal' }) },
        {
          path: at(routes.parentVerification),
          lazy: pageWith('checkout', () => import('@flows/parentVerification/ParentVerificationFlow')),
        },
        {
          path: at(routes.billingDetails),
          lazy: pageWith('checkout', () => import('@flows/thankYou/ThankYouFlow')),
        },
        { path: at(routes.myOrders), lazy: ordersPage },
        { path: at(routes.billing), lazy: ordersPage },
        // Refunds (02 §2 refund, refund-summary).
        { path: at(routes.refund), lazy: pageWith('home', () => import('@flows/home/refund/RefundFlow')) },
        {
          path: at(routes.refundSummary),
          lazy: pageWith('home', () => import('@flows/home/refundSummary/RefundSummaryFlow')),
        },
        {
          path: at(routes.takeSurvey),
          lazy: pageWith('checkout', () => import('@flows/thankYou/takeSurvey/TakeSurveyFlow')),
        },
        // Pages of /home that later issues build.
        { path: '*', lazy: notFound },
      ],
    },
  ];
}
