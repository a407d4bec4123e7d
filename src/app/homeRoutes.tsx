import type { RouteObject } from 'react-router-dom';
import { notFound, pageWith } from './routeLoaders';

/** The pages under /home (router.tsx adds them on the first navigation there). */
export function homeRoutes(): RouteObject[] {
  return [
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
  ];
}
