import { citationCountyFieldId, losAngelesCountyCode, type OtherInformationCourse } from '@contracts/profile';

/** The course shown: the one picked, else the first. */
export const shownCourse = (courses: OtherInformationCourse[], configCourseId: number | undefined) =>
  courses.find((course) => course.configCourseId === configCourseId) ?? courses[0];

/** The stored county of the citation (field 89) of a course; undefined when it does not ask it. */
export const storedCountyCode = (course: OtherInformationCourse | undefined) =>
  course?.studentFlexiFieldDtoList.find((field) => field.flexiFieldId === citationCountyFieldId)?.value ?? undefined;

/** 02 §9: Los Angeles' agencies are field 161's choices. */
export const isLosAngeles = (countyCode: string | undefined) => countyCode === losAngelesCountyCode;
