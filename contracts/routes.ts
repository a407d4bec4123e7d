/**
 * The app's pages (01 §2 and 02 §2), named once. The router (src/app/router.tsx, homeRoutes.tsx) builds its route
 * objects from these paths, and machines name their destinations with them: a machine's `navigate` action takes an
 * `AppPath`, so a destination that is not a page of the app does not compile.
 */
export const routes = {
  landing: '/',
  courseEnrollment: '/course-enrollment',
  coursesLanding: '/courses-landing',
  sacramentoCourt: '/sacramento-court',
  walletReturn: '/paypal-auth',
  studentCoursePayment: '/studentcourse-payment',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  login: '/login',
  accountHelp: '/account-help',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  register: '/register',
  organisationRegister: '/:id/register',
  expressRegistration: '/registerfast',
  authCheck: '/auth-check',
  home: '/home',
  // Checkout pages under /home (01 §2).
  fastLanePersonalInformation: '/home/fast-lane-personal-information',
  cartSummary: '/home/cart-summary',
  azCartSummary: '/home/az-cart-summary',
  upsellCartSummary: '/home/upsell-cart-summary',
  fastLaneCartSummary: '/home/fast-lane-cart-summary',
  parentCartSummary: '/home/parent-cart-summary',
  cartSummarySchedule: '/home/cart-summary-schedule',
  reviewCart: '/home/review-cart-and-checkout',
  upsell: '/home/upsell',
  azUpsell: '/home/az-upsell',
  specialOffers: '/home/special-offers',
  // The student area (02 §2).
  dashboard: '/home/dashboard',
  courseList: '/home/course-list',
  settings: '/home/settings',
  personalInformation: '/home/personal-information',
  parentVerification: '/home/parent-verification',
  billingDetails: '/home/view-billing-details',
  myOrders: '/home/myorders',
  billing: '/home/billing',
  takeSurvey: '/home/take-survey',
  profile: '/home/profile',
  support: '/home/support',
  customerSupport: '/home/customer-support',
} as const;

export type RouteName = keyof typeof routes;

/** A page of the app: the only kind of destination a machine's `navigate` action accepts. */
export type AppPath = (typeof routes)[RouteName];

/** How a machine asks to change page; the app's binding performs it (XState's "navigation as a provided action"). */
export interface NavigateParams {
  to: AppPath;
  /** Replace the current history entry (a redirect the Back button must not return to). */
  replace?: boolean;
  /** Go back in the history when there is an earlier page of the app; `to` when the visit started here. */
  back?: boolean;
}

const homePrefix = `${routes.home}/`;

/** A /home page's path relative to the /home route (React Router's child route paths). */
export const homeChildPath = (path: AppPath): string => {
  if (!path.startsWith(homePrefix)) throw new Error(`${path} is not a page under ${routes.home}`);
  return path.slice(homePrefix.length);
};

const appPaths: ReadonlySet<string> = new Set(Object.values(routes));

/** Whether a path read from data (a stored redirect, an entry link) is one of the app's pages. */
export const isAppPath = (path: string): path is AppPath => appPaths.has(path);
