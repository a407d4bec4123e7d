import { dashboard, journey } from './prefixes';

/** API paths of the profile page (02 §2 profile, §7); all of them through contracts/paths.ts. */

/** Chosen here (the spec names none): PUT the signed-in student's details (the personal information's fields). */
export const profileDetails = `${journey}/student/profile`;
/**
 * 02 §7 Flexi fields, list: GET the signed-in student's purchased courses with their "Other information" fields and
 * the stored values. (Registration's list of a course's fields is `flexiFields`, under the journey prefix.)
 */
export const studentFlexiFields = '/student/course/flexifield';
/** 02 §7 Flexi fields, save: POST the 02 §7 items (flexiField, isActive, refFieldId, refFieldValue, configCourseId). */
export const saveStudentFlexiFields = `${dashboard}/student/course/flexifield`;
/** 02 §7 County agency: GET ?countyCode= the county's agencies (field 161's choices). */
export const countyAgency = `${journey}/county-agency/`;
