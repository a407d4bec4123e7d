import type { CatalogPart } from '@shared/i18n/catalogPartFolders';

import * as routes from '../../contracts/pages';
import type { AppPath } from '../../contracts/routes';

export interface EntryPage {
  /** The route's path (contracts/routes.ts); `:name` matches one segment. */
  path: AppPath;
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
  { path: routes.landing, modules: ['src/flows/landing/LandingFlow.tsx'], part: 'public' },
  { path: routes.courseEnrollment, modules: ['src/flows/landing/LandingFlow.tsx'], part: 'public' },
  { path: routes.login, modules: ['src/flows/login/LoginFlow.tsx'], part: 'account' },
  { path: routes.forgotPassword, modules: ['src/flows/forgotPassword/ForgotPasswordFlow.tsx'], part: 'account' },
  { path: routes.resetPassword, modules: ['src/flows/resetPassword/ResetPasswordFlow.tsx'], part: 'account' },
  { path: routes.register, modules: ['src/flows/registration/RegistrationFlow.tsx'], part: 'registration' },
  { path: routes.organisationRegister, modules: ['src/flows/registration/RegistrationFlow.tsx'], part: 'registration' },
  {
    path: routes.expressRegistration,
    modules: ['src/flows/expressRegistration/ExpressRegistrationFlow.tsx'],
    part: 'public',
  },
  // The QR code printed on every certificate opens it with ?code=.
  {
    path: routes.verifyCertificate,
    modules: ['src/flows/verifyCertificate/VerifyCertificateFlow.tsx'],
    part: 'account',
  },
  {
    path: routes.dashboard,
    modules: [
      'src/app/homeRoutes.tsx',
      'src/flows/home/layout/HomeLayout.tsx',
      'src/flows/home/dashboard/DashboardFlow.tsx',
    ],
    part: 'home',
  },
  { path: routes.cartSummary, modules: ['src/app/homeRoutes.tsx', 'src/flows/cart/CartFlow.tsx'], part: 'checkout' },
];
