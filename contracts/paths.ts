import { dashboard, journey } from './paths/prefixes';

/**
 * API paths of spec 01 §7 and 02 §7. Paths the spec leaves unnamed are chosen once, in the module of their area
 * (contracts/paths/): a module is never split between chunks, so one module per area keeps each page's JavaScript to
 * the paths its calls use. Import them as `import * as apiPaths from '@contracts/paths'` (and read `apiPaths.login`).
 */
export * from './paths/certificates';
export * from './paths/checkout';
export * from './paths/courseCheckout';
export * from './paths/courseTaking';
export * from './paths/devTools';
export * from './paths/documents';
export * from './paths/eligibility';
export * from './paths/emailVerification';
export * from './paths/entryLinks';
export * from './paths/express';
export * from './paths/identityChecks';
export * from './paths/profile';
export * from './paths/quizzes';
export * from './paths/refunds';
export * from './paths/registration';
export * from './paths/serverOnly';
export * from './paths/session';
export * from './paths/signIn';
export * from './paths/states';
export * from './paths/student';
export * from './paths/webcam';

/** Prefixes the server answers as API (everything else is the app with history fallback). */
export const apiPrefixes = [
  journey,
  dashboard,
  '/improv-bdi-authentication',
  '/improv-student',
  '/student',
  '/dev',
] as const;
