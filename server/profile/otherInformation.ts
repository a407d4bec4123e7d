import type { FlexiField } from '../../contracts/courseConfig';
import { failureCodes } from '../../contracts/envelope';
import {
  citationCountyFieldId,
  countyAgencyFieldId,
  type FlexiFieldSaveItem,
  losAngelesCountyCode,
  maskSsn,
  type OtherInformationCourse,
  otherInformationCourseSchema,
  profileFailureCodes,
  profileMessages,
} from '../../contracts/profile';
import { confirmFieldSuffix, otherCourtFieldName } from '../../contracts/registration';
import { accessDeniedMessage } from '../auth/sessions';
import type { DataKeys } from '../dataAtRest/dataKeys';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { type FlexiValue, loadCourseFlexiFields, validateFlexiAnswers } from '../registration/flexi';
import { insertFlexiValues, isSealedFlexi, readFlexiValues, shownFlexiValue } from '../registration/flexiValues';

/*
 * The profile's "Other information" (02 §5 Other information (flexi) fields, §7 Flexi fields, §9): per
 * purchased course, its flexi fields (registration's and the profile's own) with the student's stored answers.
 */

const vehicleTagName = 'VEHICLE_TAG';
/** The citation date has no minimum date (02 §5); every other date the student changes is today or later. */
const citationDateName = 'CITATIONDATE';

interface CourseRow {
  config_course_id: number;
  name: string;
  vehicle_tag: string | null;
}

const validation = (message: string) => new ApiError(400, message, failureCodes.validation);

/** The student's purchased courses (paid: not 'PaymentPending'), oldest first; or the one asked for. */
async function purchasedCourses(db: Queryable, studentId: number, configCourseId?: number): Promise<CourseRow[]> {
  return db.query<CourseRow>(
    `select sc.config_course_id, cc.name, sc.vehicle_tag
     from student_courses sc join course_configs cc on cc.config_course_id = sc.config_course_id
     where sc.student_id = $1 and sc.status <> 'PaymentPending' and ($2::int is null or sc.config_course_id = $2)
     order by sc.created_at, sc.student_course_id`,
    [studentId, configCourseId ?? null],
  );
}

const fieldsOf = (db: Queryable, configCourseId: number) =>
  loadCourseFlexiFields(db, configCourseId, { includeDiversion: true, includeProfileOnly: true });

/** One course's fields with the stored answers; undefined when the course asks no "Other information". */
async function courseOtherInformation(
  db: Queryable,
  keys: DataKeys,
  studentId: number,
  course: CourseRow,
): Promise<OtherInformationCourse | undefined> {
  const fields = await fieldsOf(db, course.config_course_id);
  if (fields.length === 0) return undefined;
  const stored = await readFlexiValues(db, keys, studentId, course.config_course_id);
  const shown = (name: string) => {
    const value = stored.get(name);
    return value === undefined ? null : shownFlexiValue(name, value);
  };
  return otherInformationCourseSchema.parse({
    configCourseId: course.config_course_id,
    courseName: course.name,
    vehicleTag: course.vehicle_tag,
    otherCourt: shown(otherCourtFieldName),
    studentFlexiFieldDtoList: fields.map((f) => ({
      ...f,
      value: f.flexiFieldName === vehicleTagName && course.vehicle_tag ? course.vehicle_tag : shown(f.flexiFieldName),
    })),
  });
}

/** 02 §7 Flexi fields list: every purchased course of the student that asks "Other information". */
export async function studentOtherInformation(
  db: Queryable,
  keys: DataKeys,
  studentId: number,
): Promise<OtherInformationCourse[]> {
  const courses = await purchasedCourses(db, studentId);
  const answers = await Promise.all(courses.map((course) => courseOtherInformation(db, keys, studentId, course)));
  return answers.filter((course) => course !== undefined);
}

/** A county's agencies (02 §7 County agency), in their order. */
export async function countyAgenciesOf(db: Queryable, countyCode: string) {
  const rows = await db.query<{ county_code: string; label: string; county_name: string }>(
    'select county_code, label, county_name from county_agencies where county_code = $1 order by position',
    [countyCode],
  );
  return rows.map((r) => ({ countyCode: r.county_code, label: r.label, countyName: r.county_name }));
}

type Answer = { flexiFieldId: number; flexiFieldName: string; value: string };

/** The 02 §7 items as answers by name (the field's own unless named: a CONFIRM copy, OtherCourt); inactive ones empty. */
function answersOf(fields: FlexiField[], items: FlexiFieldSaveItem[]): Answer[] {
  return items.map((item) => {
    const field = fields.find((f) => f.flexiFieldId === item.flexiField.flexiFieldId);
    if (!field)
      validationFailure(`flexiField.flexiFieldId: ${item.flexiField.flexiFieldId} is not a field of this course`);
    return {
      flexiFieldId: item.flexiField.flexiFieldId,
      flexiFieldName: item.flexiField.flexiFieldName ?? field!.flexiFieldName,
      value: item.isActive ? item.refFieldValue : '',
    };
  });
}

/** A masked SSN sent back as the form showed it (its confirm copy too) keeps the stored number. */
function withStoredSecrets(answers: Answer[], stored: Map<string, string>): Answer[] {
  return answers.map((answer) => {
    const name = answer.flexiFieldName.endsWith(confirmFieldSuffix)
      ? answer.flexiFieldName.slice(0, -confirmFieldSuffix.length)
      : answer.flexiFieldName;
    const kept = isSealedFlexi(name) ? stored.get(name) : undefined;
    return kept !== undefined && answer.value.trim() === maskSsn(kept) ? { ...answer, value: kept } : answer;
  });
}

function validationFailure(message: string): never {
  throw validation(message);
}

/**
 * 02 §5, §9: field 161 (county agency) is asked only when field 89 (county of the citation) is Los Angeles (2815):
 * then it is required and one of that county's agencies; any other county clears it.
 */
async function withCountyAgencyRule(
  db: Queryable,
  fields: FlexiField[],
  answers: Answer[],
): Promise<{ fields: FlexiField[]; answers: Answer[] }> {
  if (!fields.some((f) => f.flexiFieldId === countyAgencyFieldId)) return { fields, answers };
  const county = answers.find((a) => a.flexiFieldId === citationCountyFieldId && !a.flexiFieldName.endsWith('CONFIRM'));
  if (county?.value.trim() !== losAngelesCountyCode) {
    return {
      fields: fields.filter((f) => f.flexiFieldId !== countyAgencyFieldId),
      answers: answers.filter((a) => a.flexiFieldId !== countyAgencyFieldId),
    };
  }
  const agencies = await countyAgenciesOf(db, losAngelesCountyCode);
  return {
    fields: fields.map((f) =>
      f.flexiFieldId === countyAgencyFieldId
        ? {
            ...f,
            isMandatoryField: true,
            dropdownItems: agencies.map((a) => ({ value: a.label, label: a.label, refFieldValue: null })),
          }
        : f,
    ),
    answers,
  };
}

/** 02 §5: a date the student changes has a minimum date, today (UTC), except the citation date. */
function checkMinimumDates(fields: FlexiField[], values: FlexiValue[], stored: Map<string, string>, today: string) {
  for (const v of values) {
    const field = fields.find((f) => f.flexiFieldName === v.name);
    if (field?.flexiFieldType !== 'DATE' || v.name === citationDateName || stored.get(v.name) === v.value) continue;
    if (v.value < today) validationFailure(`${v.name}: The date cannot be before today`);
  }
}

/**
 * 02 §7 Flexi fields save: the signed-in student's answers for one purchased course, checked with the 02 §5 rules
 * (validateFlexiAnswers' "Other information" rules, field 161 with Los Angeles only, minimum dates, VEHICLE_TAG kept
 * once stored) and written in one transaction. Answers the course as saved.
 */
export async function saveOtherInformation(
  db: Db,
  keys: DataKeys,
  studentId: number,
  items: FlexiFieldSaveItem[],
  now: Date,
): Promise<OtherInformationCourse> {
  const configCourseId = items[0].configCourseId;
  if (items.some((item) => item.configCourseId !== configCourseId))
    validationFailure('configCourseId: one course per save');
  if (items.some((item) => item.refFieldId !== studentId))
    throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
  const [student] = await db.query<{ state_id: number | null }>('select state_id from students where student_id = $1', [
    studentId,
  ]);
  if (!student || student.state_id === null)
    throw new ApiError(409, profileMessages.stateRequired, profileFailureCodes.stateRequired);
  const [course] = await purchasedCourses(db, studentId, configCourseId);
  if (!course) throw new ApiError(404, profileMessages.courseNotFound, failureCodes.notFound);
  const allFields = await fieldsOf(db, configCourseId);
  if (allFields.length === 0) throw new ApiError(404, profileMessages.courseNotFound, failureCodes.notFound);

  // A stored government-fleet tag is read-only (02 §5): kept as it is, whatever is sent.
  const lockedTag = allFields.find((f) => f.flexiFieldName === vehicleTagName && course.vehicle_tag);
  const unlocked = allFields.filter((f) => f !== lockedTag);
  const stored = await readFlexiValues(db, keys, studentId, configCourseId);
  const sent = withStoredSecrets(answersOf(allFields, items), stored).filter(
    (a) => a.flexiFieldId !== lockedTag?.flexiFieldId,
  );
  const { fields, answers } = await withCountyAgencyRule(db, unlocked, sent);
  const values = validateFlexiAnswers(fields, answers, { rules: 'otherInformation' });
  checkMinimumDates(fields, values, stored, now.toISOString().slice(0, 10));

  // Every answer of the course's fields is replaced (a field left empty or cleared loses its value).
  const scope = [...unlocked.map((f) => f.flexiFieldName), otherCourtFieldName];
  await db.transaction(async (tx) => {
    await tx.query(
      'delete from student_flexi_values where student_id = $1 and config_course_id = $2 and name = any($3::text[])',
      [studentId, configCourseId, scope],
    );
    // Sealed with the current key: an unchanged SSN saved again moves to it too.
    await insertFlexiValues(tx, keys, studentId, configCourseId, values);
  });
  return (await courseOtherInformation(db, keys, studentId, course))!;
}
