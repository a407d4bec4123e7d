import { dashboard, journey } from './prefixes';

/** API paths of the app shell, session and branding (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const logout = `${journey}/student/logout`;
export const chapterTime = `${dashboard}/student/chapter/time`;
export const organisationLogo = `${journey}/student/course/logo`;
