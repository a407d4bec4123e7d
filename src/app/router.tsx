import { createBrowserRouter, type LoaderFunction, redirect, type RouteObject } from 'react-router-dom';

import * as routes from '@contracts/pages';
import type { AppStorage } from '@shared/storage';

import { homeRedirect, landingRedirect, publicRedirect } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteFallback } from './RouteFallback';
import { notFound, page, pageWith } from './routeLoaders';

/** A guard read from storage at navigation time, so a reload keeps working. */
const guard =
  (decide: (storage: AppStorage) => string | undefined, storage: AppStorage): LoaderFunction =>
  () => {
    const to = decide(storage);
    return to ? redirect(to) : null;
  };

const homeRouteId = 'home';

export function appRoutes(storage: AppStorage): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors below render inside the chrome.
          errorElement: <RouteError />,
          // While the first page's code and guard load, the chrome is already painted around this (not a blank page).
          hydrateFallbackElement: <RouteFallback />,
          children: [
            // The start pages act on entry links first (src/flows/landing/LandingFlow.tsx).
            ...[routes.landing, routes.courseEnrollment].map((path) => ({
              path,
              loader: ({ request }: { request: Request }) => {
                const to = landingRedirect(storage, new URL(request.url).search);
                return to ? redirect(to) : null;
              },
              shouldRevalidate: () => true,
              lazy: pageWith('public', () => import('@flows/landing/LandingFlow')),
            })),
            {
              path: routes.coursesLanding,
              lazy: pageWith('public', () => import('@flows/landing/CoursesLandingFlow')),
            },
            {
              path: routes.sacramentoCourt,
              lazy: pageWith('public', () => import('@flows/courtLookup/CourtLookupFlow')),
            },
            { path: routes.walletReturn, lazy: page(() => import('@flows/walletReturn/WalletReturnFlow')) },
            {
              path: routes.studentCoursePayment,
              lazy: page(() => import('@flows/entryLinks/StudentCoursePaymentFlow')),
            },
            // Static information pages, open to everyone (signed in or not).
            {
              path: routes.privacyPolicy,
              lazy: pageWith('legal', () => import('@flows/legal/PrivacyPolicyScreen')),
            },
            { path: routes.terms, lazy: pageWith('legal', () => import('@flows/legal/TermsScreen')) },
            // Anyone checks a certificate's code (a court clerk, an insurer): no sign-in, and no redirect when signed in.
            {
              path: routes.verifyCertificate,
              lazy: pageWith('account', () => import('@flows/verifyCertificate/VerifyCertificateFlow')),
            },
            {
              loader: guard(publicRedirect, storage),
              shouldRevalidate: () => true,
              children: [
                { path: routes.login, lazy: pageWith('account', () => import('@flows/login/LoginFlow')) },
                {
                  path: routes.accountHelp,
                  lazy: pageWith('account', () => import('@flows/login/AccountHelpScreen')),
                },
                {
                  path: routes.forgotPassword,
                  lazy: pageWith('account', () => import('@flows/forgotPassword/ForgotPasswordFlow')),
                },
                {
                  path: routes.resetPassword,
                  lazy: pageWith('account', () => import('@flows/resetPassword/ResetPasswordFlow')),
                },
                // A registration under way (registerFlow 'true') passes the guard while signed in.
                {
                  path: routes.register,
                  lazy: pageWith('registration', () => import('@flows/registration/RegistrationFlow')),
                },
                {
                  path: routes.organisationRegister,
                  lazy: pageWith('registration', () => import('@flows/registration/RegistrationFlow')),
                },
                {
                  path: routes.expressRegistration,
                  lazy: pageWith('public', () => import('@flows/expressRegistration/ExpressRegistrationFlow')),
                },
              ],
            },
            { path: routes.authCheck, lazy: page(() => import('@flows/authCheck/AuthCheckFlow')) },
            {
              // Its pages are added on the first visit under /home (homeRoutes.tsx): most visits start on a public page.
              id: homeRouteId,
              path: routes.home,
              loader: guard(homeRedirect, storage),
              shouldRevalidate: () => true,
              children: [{ index: true, loader: () => redirect(routes.dashboard) }],
            },
            { path: '*', lazy: notFound },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's router. The pages under /home are not in the first download: the first navigation there (a visit, a
 * link, a redirect after sign-in) loads them and adds them to the route tree (React Router's patchRoutesOnNavigation).
 */
export function createAppRouter(storage: AppStorage) {
  let homePatched: Promise<void> | undefined;
  return createBrowserRouter(appRoutes(storage), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (!path.startsWith(`${routes.home}/`)) return;
      homePatched ??= import('./homeRoutes').then(({ homeRoutes }) => patch(homeRouteId, homeRoutes()));
      return homePatched;
    },
  });
}
