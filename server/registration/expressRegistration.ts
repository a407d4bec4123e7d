import type { LanguageCode } from '../../contracts/languages';
import { registrationFailureCodes, registrationMessages } from '../../contracts/registration';
import { noPasswordHash } from '../auth/password';
import { attributeIsFalse, isGsaCourse } from '../courses';
import type { DataKeys } from '../dataAtRest/dataKeys';
import type { Db } from '../db/types';
import { ApiError } from '../http/envelope';
import type { ExpressRegistrationBody } from './expressRequest';
import { loadCourseFlexiFields, validateFlexiAnswers } from './flexi';
import { insertRegistration } from './insertRegistration';
import { courseCountyLedger, type RegistrationTarget } from './registrationTarget';
import { normaliseVehicleTag } from './vehicleTag';

/**
 * The express sign-up's account (01 §4): its answers checked (the diversion fields only when answers are sent), the
 * GSA vehicle tag, and the registration inserted without a password. Throws `Refusal` as `insertRegistration` does.
 */
export async function insertExpressRegistration(
  db: Db,
  dataKeys: DataKeys,
  body: ExpressRegistrationBody,
  { course, organisationId, attrs, stateId }: RegistrationTarget,
  language: LanguageCode,
  now: Date,
): Promise<{ studentId: number; token: string }> {
  // Diversion (court) fields are checked when answers are sent; otherwise the student completes them later.
  const fields = await loadCourseFlexiFields(db, course.config_course_id, {
    includeDiversion: body.flexifieldList.length > 0,
  });
  const gsa = isGsaCourse(course);
  const values = validateFlexiAnswers(fields, body.flexifieldList, { checkedElsewhere: gsa ? ['VEHICLE_TAG'] : [] });
  const countyLedgerId = courseCountyLedger(course, body.countyLedgerId);
  let vehicleTag: string | null = null;
  if (gsa) {
    const tag = normaliseVehicleTag(values.find((v) => v.name === 'VEHICLE_TAG')?.value);
    if (!tag)
      throw new ApiError(400, registrationMessages.invalidVehicleTag, registrationFailureCodes.invalidVehicleTag);
    vehicleTag = tag;
    for (const v of values) if (v.name === 'VEHICLE_TAG') v.value = tag;
  }

  const skipVerification = attributeIsFalse(attrs, 'EMAIL_VERIFICATION');
  const tracking = Object.fromEntries(
    (['a_aid', 'PAPAffiliateId'] as const).filter((n) => body[n] !== undefined).map((n) => [n, body[n]]),
  );
  return insertRegistration(
    db,
    dataKeys,
    {
      email: body.emailId,
      // The payload's password is public (every browser has it): the account gets none; the student chooses one by
      // the link mailed after the sign-up.
      passwordHash: noPasswordHash,
      firstName: '',
      lastName: '',
      mobileNumber: body.mobileNumber || null,
      skipVerification,
      vehicleTag,
      stateId,
      organisationId,
      optSms: body.isStudentOptSms,
      optMail: body.isStudentOptMail,
      parentEmail: null,
      tracking,
      configCourseId: course.config_course_id,
      countyLedgerId,
      values,
      paymentMethod: body.paymentMethod,
      registeredVia: 'express',
      language,
    },
    now,
  );
}
