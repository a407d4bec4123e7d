/** The API's path prefixes (spec 01 §7, 02 §7). */
export const journey = '/improv-student-registration-journey';
export const dashboard = '/improv-student-course-dashboard';
