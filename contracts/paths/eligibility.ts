import { dashboard } from './prefixes';

/*
 * API paths of the Arizona flow's eligibility and registration status (02 §2 eligibility, az-registration-status).
 * The spec names neither call: these are chosen once here, beside the course calls of the dashboard prefix.
 */
/** GET ?studentCourseId= (omitted: the newest course with an eligibility check): the questions and what is stored; POST decides. */
export const eligibility = `${dashboard}/student/course/eligibility`;
/** GET ?studentCourseId=: the timeline (registered, paid, documents filed, eligibility, course started). */
export const azRegistrationStatus = `${dashboard}/student/course/az-registration-status`;
