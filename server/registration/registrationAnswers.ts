import { registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import { type CourseConfigRow, isGsaCourse } from '../courses';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { type FlexiValue, loadCourseFlexiFields, validateFlexiAnswers } from './flexi';
import type { RegistrationBody } from './registrationRequest';
import { courseCountyLedger } from './registrationTarget';
import { normaliseVehicleTag } from './vehicleTag';

/**
 * The full registration's answers: the course's flexi fields (diversion ones included), its county ledger, and on a
 * GSA course the vehicle tag (sent on its own or as the VEHICLE_TAG answer), normalised and stored as that answer.
 */
export async function registrationAnswers(db: Queryable, course: CourseConfigRow, body: RegistrationBody) {
  const fields = await loadCourseFlexiFields(db, course.config_course_id, { includeDiversion: true });
  const gsa = isGsaCourse(course);
  const values: FlexiValue[] = validateFlexiAnswers(fields, body.flexifieldList, {
    checkedElsewhere: gsa ? ['VEHICLE_TAG'] : [],
  });

  const countyLedgerId = courseCountyLedger(course, body.countyLedgerId);

  let vehicleTag: string | null = null;
  if (gsa) {
    const given = body.vehicleTag || values.find((v) => v.name === 'VEHICLE_TAG')?.value;
    const tag = normaliseVehicleTag(given);
    if (!tag)
      throw new ApiError(400, registrationMessages.invalidVehicleTag, registrationFailureCodes.invalidVehicleTag);
    vehicleTag = tag;
    const field = fields.find((f) => f.flexiFieldName === 'VEHICLE_TAG');
    const rest = values.filter((v) => v.name !== 'VEHICLE_TAG');
    values.splice(0, values.length, ...rest, {
      flexiFieldId: field?.flexiFieldId ?? null,
      name: 'VEHICLE_TAG',
      value: tag,
    });
  }
  return { values, vehicleTag, countyLedgerId };
}
