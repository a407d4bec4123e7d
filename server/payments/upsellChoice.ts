import type { UpsellItem } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { upsellOffers } from './catalogue';

/**
 * The upsells a student chose for one of the student's courses: each must be offered with that course (02 §9).
 * Answers the offers chosen, once each; refuses 400 VALIDATION naming the field otherwise.
 */
export async function chooseUpsells(
  db: Queryable,
  studentId: number,
  configCourseId: number,
  upsellConfigCourseIds: number[],
): Promise<UpsellItem[]> {
  const [owned] = await db.query('select 1 from student_courses where student_id = $1 and config_course_id = $2', [
    studentId,
    configCourseId,
  ]);
  if (!owned) throw new ApiError(400, 'configCourseId: not a course of this student', failureCodes.validation);
  const offers = await upsellOffers(db, configCourseId);
  return [...new Set(upsellConfigCourseIds)].map((id) => {
    const offer = offers.find((o) => o.upsellConfigCourse.configCourseId === id);
    if (!offer)
      throw new ApiError(
        400,
        `upsellConfigCourseIds: course ${id} is not offered with this course`,
        failureCodes.validation,
      );
    return offer;
  });
}
