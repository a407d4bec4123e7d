import type { CatalogPart } from '@app/shared/i18n/catalogPartFolders';

export interface EntryPage {
  /** The route's path (src/app/router.tsx); `:name` matches one segment. */
  path: string;
  /** The source files of its lazy routes, outermost first (the /home route table, a layout, then the page). */
  modules: readonly string[];
  /** The catalog part the route loads (router.tsx `pageWith`), if any. */
  part?: CatalogPart;
}

/**
 * The pages people land on first (links in e-mails, ads and court letters; sign-in; the dashboard after it). The
 * build lists each one's chunks and catalogs (scripts/vite/entryPreloads.ts) and the server names them in the page's
 * HTML as modulepreload links, so the browser fetches them beside the entry script instead of discovering them one
 * import after another. tests/unit/entryPages.test.ts keeps this table equal to the router's.
 */
export const entryPages: readonly EntryPage[] = [
  { path: '/', modules: ['src/flows/landing/LandingScreen.tsx'], part: 'public' },
  { path: '/course-enrollment', modules: ['src/flows/landing/LandingScreen.tsx'], part: 'public' },
  { path: '/login', modules: ['src/flows/login/LoginScreen.tsx'], part: 'account' },
  { path: '/forgot-password', modules: ['src/flows/forgotPassword/ForgotPasswordScreen.tsx'], part: 'account' },
  { path: '/reset-password', modules: ['src/flows/resetPassword/ResetPasswordScreen.tsx'], part: 'account' },
  { path: '/register', modules: ['src/flows/registration/RegistrationScreen.tsx'], part: 'registration' },
  { path: '/:id/register', modules: ['src/flows/registration/RegistrationScreen.tsx'], part: 'registration' },
  { path: '/registerfast', modules: ['src/flows/expressRegistration/ExpressRegistrationScreen.tsx'], part: 'public' },
  {
    path: '/home/dashboard',
    modules: ['src/app/homeRoutes.tsx', 'src/flows/home/layout/HomeLayout.tsx', 'src/flows/home/dashboard/DashboardScreen.tsx'],
    part: 'home',
  },
  { path: '/home/cart-summary', modules: ['src/app/homeRoutes.tsx', 'src/flows/cart/screens/CartSummaryScreen.tsx'], part: 'checkout' },
];
