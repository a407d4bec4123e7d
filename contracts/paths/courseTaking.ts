import { dashboard } from './prefixes';

/** API paths of course taking (02 §7); all of them through contracts/paths.ts. */
/** Unnamed by the spec: one course's chapters with their state, objectives and minutes (course dashboard, table of contents, syllabus). */
export const courseOutline = `${dashboard}/student/course/outline`;
export const chapterLaunch = '/student/course/chapter/launch';
/** Unnamed by the spec (its "course content"): one chapter's sections in the student's language. */
export const chapterContent = `${dashboard}/student/course/chapter/content`;
export const timeManagement = '/student/course/time_management';
