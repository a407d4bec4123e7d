import { type ParentTokenClaims, parentTokenClaimsSchema } from '../../contracts/entryLinks';
import { failureCodes } from '../../contracts/envelope';
import { canOrganisationJoin, findCourseConfig, isOpenForRegistration } from '../courses';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import type { StudentRow } from '../students';

const validation = (message: string) => new ApiError(400, message, failureCodes.validation);

/**
 * What a student's parent link may pay: a course of the student (its name titles the mail) and other courses open to
 * the student's organisation. Refuses 400 VALIDATION naming the field otherwise.
 */
export async function parentLinkClaims(
  db: Queryable,
  student: StudentRow,
  request: { primaryConfigCourseId: number; secondaryConfigCourseIds: number[] },
): Promise<{ claims: ParentTokenClaims; courseName: string }> {
  const [primary] = await db.query<{ name: string }>(
    `select c.name from student_courses sc join course_configs c on c.config_course_id = sc.config_course_id
     where sc.student_id = $1 and sc.config_course_id = $2`,
    [student.student_id, request.primaryConfigCourseId],
  );
  if (!primary) throw validation('primaryConfigCourseId: not a course of this student');
  const secondary = [...new Set(request.secondaryConfigCourseIds)].filter((id) => id !== request.primaryConfigCourseId);
  for (const id of secondary) {
    const c = await findCourseConfig(db, id);
    if (!c || !isOpenForRegistration(c) || !canOrganisationJoin(c, student.organisation_id)) {
      throw validation(`secondaryConfigCourseIds: course ${id} is not available`);
    }
  }
  const claims = parentTokenClaimsSchema.parse({
    primaryConfigCourseId: request.primaryConfigCourseId,
    secondaryConfigCourseIds: secondary,
    organisationId: student.organisation_id,
    studentId: student.student_id,
    studentPaymentTrxId: student.default_st_payment_trx_id,
  });
  return { claims, courseName: primary.name };
}
