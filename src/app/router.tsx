import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { AppStorage } from '@app/shared/storage';
import { homeRedirect, landingRedirect, publicRedirect } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteFallback } from './RouteFallback';
import { loadCatalogPart } from '@app/shared/i18n/catalogParts';
import type { CatalogPart } from '@app/shared/i18n/catalogPartFolders';

type RouteModule = Promise<{ default: React.ComponentType }>;

/** Each page is its own code file, loaded when first visited (keeps /login's first load small). */
const page = (load: () => RouteModule) => async () => ({ Component: (await load()).default });

/** A page whose words are in a catalog part (src/shared/i18n/catalogPartFolders.ts): code and words load together. */
const pageWith = (part: CatalogPart, load: () => RouteModule) => async () => {
  const [module] = await Promise.all([load(), loadCatalogPart(part)]);
  return { Component: module.default };
};

/** A guard read from storage at navigation time, so a reload keeps working. */
const guard =
  (decide: (storage: AppStorage) => string | undefined, storage: AppStorage): LoaderFunction =>
  () => {
    const to = decide(storage);
    return to ? redirect(to) : null;
  };

const notFound = page(() => import('@app/flows/notFound/NotFoundScreen'));

export function appRoutes(storage: AppStorage): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteFallback />,
      children: [
        {
          // Errors below render inside the chrome.
          errorElement: <RouteError />,
          children: [
            // The start pages act on entry links first (src/flows/landing/LandingScreen.tsx).
            ...['/', '/course-enrollment'].map((path) => ({
              path,
              loader: ({ request }: { request: Request }) => {
                const to = landingRedirect(storage, new URL(request.url).search);
                return to ? redirect(to) : null;
              },
              shouldRevalidate: () => true,
              lazy: pageWith('public', () => import('@app/flows/landing/LandingScreen')),
            })),
            { path: '/courses-landing', lazy: pageWith('public', () => import('@app/flows/landing/CoursesLandingScreen')) },
            { path: '/sacramento-court', lazy: pageWith('public', () => import('@app/flows/courtLookup/CourtLookupScreen')) },
            { path: '/paypal-auth', lazy: page(() => import('@app/flows/walletReturn/WalletReturnScreen')) },
            { path: '/studentcourse-payment', lazy: page(() => import('@app/flows/entryLinks/StudentCoursePaymentScreen')) },
            // Static information pages, open to everyone (signed in or not).
            { path: '/privacy-policy', lazy: pageWith('legal', () => import('@app/flows/legal/PrivacyPolicyScreen')) },
            { path: '/terms-and-conditions', lazy: pageWith('legal', () => import('@app/flows/legal/TermsScreen')) },
            {
              loader: guard(publicRedirect, storage),
              shouldRevalidate: () => true,
              children: [
                { path: '/login', lazy: pageWith('account', () => import('@app/flows/login/LoginScreen')) },
                { path: '/account-help', lazy: pageWith('account', () => import('@app/flows/login/AccountHelpScreen')) },
                { path: '/forgot-password', lazy: pageWith('account', () => import('@app/flows/forgotPassword/ForgotPasswordScreen')) },
                { path: '/reset-password', lazy: pageWith('account', () => import('@app/flows/resetPassword/ResetPasswordScreen')) },
                // A registration under way (registerFlow 'true') passes the guard while signed in.
                { path: '/register', lazy: pageWith('registration', () => import('@app/flows/registration/RegistrationScreen')) },
                { path: '/:id/register', lazy: pageWith('registration', () => import('@app/flows/registration/RegistrationScreen')) },
                { path: '/registerfast', lazy: pageWith('public', () => import('@app/flows/expressRegistration/ExpressRegistrationScreen')) },
              ],
            },
            { path: '/auth-check', lazy: page(() => import('@app/flows/authCheck/AuthCheckScreen')) },
            {
              path: '/home',
              loader: guard(homeRedirect, storage),
              shouldRevalidate: () => true,
              children: [
                { index: true, loader: () => redirect('/home/dashboard') },
                // Checkout pages: focused, without the student menu (their header is the minimal one).
                {
                  path: 'fast-lane-personal-information',
                  lazy: pageWith('checkout', () => import('@app/flows/personalInformation/FastLanePersonalInformationScreen')),
                },
                { path: 'cart-summary', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/CartSummaryScreen')) },
                { path: 'az-cart-summary', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/AzCartSummaryScreen')) },
                { path: 'upsell-cart-summary', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/UpsellCartSummaryScreen')) },
                { path: 'fast-lane-cart-summary', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/FastLaneCartSummaryScreen')) },
                { path: 'parent-cart-summary', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/ParentCartSummaryScreen')) },
                { path: 'cart-summary-schedule', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/CartSummaryScheduleScreen')) },
                { path: 'review-cart-and-checkout', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/ReviewCartScreen')) },
                { path: 'upsell', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/UpsellScreen')) },
                { path: 'az-upsell', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/AzUpsellScreen')) },
                { path: 'special-offers', lazy: pageWith('checkout', () => import('@app/flows/cart/screens/SpecialOffersScreen')) },
                {
                  lazy: pageWith('home', () => import('@app/flows/home/layout/HomeLayout')),
                  children: [
                    { path: 'dashboard', lazy: pageWith('home', () => import('@app/flows/home/dashboard/DashboardScreen')) },
                    { path: 'course-list', lazy: pageWith('home', () => import('@app/flows/home/courseList/CourseListScreen')) },
                    { path: 'settings', lazy: pageWith('home', () => import('@app/flows/home/settings/SettingsScreen')) },
                    { path: 'personal-information', lazy: pageWith('checkout', () => import('@app/flows/personalInformation/PersonalInformationScreen')) },
                    { path: 'parent-verification', lazy: pageWith('checkout', () => import('@app/flows/parentVerification/ParentVerificationScreen')) },
                    { path: 'view-billing-details', lazy: pageWith('checkout', () => import('@app/flows/thankYou/ThankYouScreen')) },
                    { path: 'myorders', lazy: pageWith('checkout', () => import('@app/flows/orders/OrdersScreen')) },
                    { path: 'billing', lazy: pageWith('checkout', () => import('@app/flows/orders/OrdersScreen')) },
                    { path: 'take-survey', lazy: pageWith('checkout', () => import('@app/flows/thankYou/takeSurvey/TakeSurveyScreen')) },
                    // Pages of /home that later issues build (profile, support, chapters, ...).
                    { path: '*', lazy: notFound },
                  ],
                },
              ],
            },
            { path: '*', lazy: notFound },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = (storage: AppStorage) => createBrowserRouter(appRoutes(storage));
