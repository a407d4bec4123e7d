import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { AppStorage } from '@app/shared/storage';
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
              // Its pages are added on the first visit under /home (homeRoutes.tsx): most visits start on a public page.
              id: homeRouteId,
              path: '/home',
              loader: guard(homeRedirect, storage),
              shouldRevalidate: () => true,
              children: [
                { index: true, loader: () => redirect('/home/dashboard') },
              ],
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
      if (!path.startsWith('/home/')) return;
      homePatched ??= import('./homeRoutes').then(({ homeRoutes }) => patch(homeRouteId, homeRoutes()));
      return homePatched;
    },
  });
}
