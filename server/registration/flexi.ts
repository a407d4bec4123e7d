import { type FlexiField, flexiFieldSchema } from '../../contracts/courseConfig';
import { failureCodes } from '../../contracts/envelope';
import { otherInformationLimits } from '../../contracts/profile';
import { confirmFieldSuffix, otherCourtFieldName } from '../../contracts/registration';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

/** The COURT choice that lets the student type a court of their own (sent as OtherCourt). */
export const otherCourtValue = 'Other';

interface FieldRow {
  flexi_field_id: number;
  name: string;
  field_type: FlexiField['flexiFieldType'];
  description: string;
  is_mandatory: boolean;
  is_validation_required: boolean;
  ref_field_name: string | null;
}

/**
 * The extra registration fields a course config asks for, in order, with their dropdown items; diversion fields only
 * when asked for, and the profile's own fields (registration never asks them) only for the profile.
 */
export async function loadCourseFlexiFields(
  db: Queryable,
  configCourseId: number,
  opts: { includeDiversion: boolean; includeProfileOnly?: boolean },
): Promise<FlexiField[]> {
  const rows = await db.query<FieldRow>(
    `select f.flexi_field_id, f.name, f.field_type, f.description, l.is_mandatory, l.is_validation_required, l.ref_field_name
     from config_course_flexi_fields l join flexi_fields f on f.flexi_field_id = l.flexi_field_id
     where l.config_course_id = $1 and ($2 or not l.is_diversion_field) and ($3 or not l.is_profile_only)
     order by l.position, f.flexi_field_id`,
    [configCourseId, opts.includeDiversion, opts.includeProfileOnly ?? false],
  );
  const items = await db.query<{
    flexi_field_id: number;
    value: string;
    label: string;
    ref_field_value: string | null;
  }>(
    `select flexi_field_id, value, label, ref_field_value from flexi_field_items where config_course_id = $1 order by flexi_field_id, position`,
    [configCourseId],
  );
  return rows.map((r) =>
    flexiFieldSchema.parse({
      flexiFieldId: r.flexi_field_id,
      flexiFieldType: r.field_type,
      flexiFieldName: r.name,
      flexiFieldDescription: r.description,
      isMandatoryField: r.is_mandatory,
      isValidationRequired: r.is_validation_required,
      // A dependent dropdown names the field its items depend on (COURT → 'COUNTY'); each item carries that field's value.
      refFieldValue: r.ref_field_name,
      value: null,
      dropdownItems: items
        .filter((i) => i.flexi_field_id === r.flexi_field_id)
        .map((i) => ({ value: i.value, label: i.label, refFieldValue: i.ref_field_value })),
    }),
  );
}

/** Whether the course config has diversion (court) fields: the page then may ask them at registration. */
export async function hasDiversionFields(db: Queryable, configCourseId: number): Promise<boolean> {
  const [diversion] = await db.query<{ n: number }>(
    'select count(*)::int as n from config_course_flexi_fields where config_course_id = $1 and is_diversion_field',
    [configCourseId],
  );
  return diversion.n > 0;
}

export interface FlexiValue {
  flexiFieldId: number | null;
  name: string;
  value: string;
}

const invalid = (message: string): never => {
  throw new ApiError(400, message, failureCodes.validation);
};

const textMin = 2;
const textMax = 40;
const ssnPattern = /^\d{3}-\d{2}-\d{4}$/;

/**
 * Which rule set checks the answers: registration's (01 §5), or the profile's "Other information" (02 §5: its own
 * messages, names containing "agent" 2 to 100 characters, phone-like fields exactly 10 digits, a confirm copy always
 * sent and equal).
 */
export type FlexiRules = 'registration' | 'otherInformation';

/** 02 §5 text rules of "Other information", by field name; undefined when the value passes. */
function otherInformationTextProblem(name: string, value: string): string | undefined {
  if (/phone/i.test(name))
    return /^\d+$/.test(value) && value.length === otherInformationLimits.phoneDigits
      ? undefined
      : `${name}: Enter exactly ${otherInformationLimits.phoneDigits} digits`;
  const max = /agent/i.test(name) ? otherInformationLimits.agentTextMax : otherInformationLimits.textMax;
  if (value.length < otherInformationLimits.textMin) return `${name}: Minimum 2 characters required`;
  if (value.length > max) return `${name}: Maximum ${max} characters allowed`;
  return undefined;
}

/** 'YYYY-MM-DD' or 'MM/DD/YYYY' → 'YYYY-MM-DD' (a real calendar date), else undefined. */
export function normaliseDate(text: string): string | undefined {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
    if (!m) return undefined;
    [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * Checks the flexi answers of a registration against the course's fields (01 §5) and returns what to store.
 * Failures are 400 VALIDATION with a message naming the field. Fields in `checkedElsewhere` (VEHICLE_TAG of a GSA
 * course) are neither required nor checked here; their answers are passed through.
 */
export function validateFlexiAnswers(
  fields: FlexiField[],
  answers: { flexiFieldId: number; flexiFieldName: string; value: string }[],
  opts: { checkedElsewhere?: string[]; rules?: FlexiRules } = {},
): FlexiValue[] {
  const otherInformation = opts.rules === 'otherInformation';
  const elsewhere = new Set((opts.checkedElsewhere ?? []).map((n) => n.toLowerCase()));
  const byName = new Map(fields.map((f) => [f.flexiFieldName.toLowerCase(), f]));
  const given = new Map<string, string>();
  const confirms = new Map<string, string>();
  let otherCourt: string | undefined;
  const seen = new Set<string>();
  for (const a of answers) {
    const key = a.flexiFieldName.trim().toLowerCase();
    if (seen.has(key)) invalid(`flexifieldList: ${a.flexiFieldName} is given twice`);
    seen.add(key);
    const value = a.value.trim();
    if (key === otherCourtFieldName.toLowerCase()) {
      otherCourt = value;
      continue;
    }
    const suffix = confirmFieldSuffix.toLowerCase();
    if (key.endsWith(suffix) && byName.has(key.slice(0, -suffix.length))) {
      confirms.set(key.slice(0, -suffix.length), value);
      continue;
    }
    const field = byName.get(key);
    if (!field) invalid(`flexifieldList: ${a.flexiFieldName} is not a field of this course`);
    if (field!.flexiFieldId !== a.flexiFieldId)
      invalid(
        `flexifieldList: ${field!.flexiFieldName} has flexiFieldId ${field!.flexiFieldId}, not ${a.flexiFieldId}`,
      );
    if (value !== '') given.set(key, value);
  }

  const out: FlexiValue[] = [];
  for (const f of fields) {
    const key = f.flexiFieldName.toLowerCase();
    const name = f.flexiFieldName;
    let value = given.get(key);
    if (elsewhere.has(key)) {
      if (value !== undefined) out.push({ flexiFieldId: f.flexiFieldId, name, value });
      continue;
    }
    if (value === undefined) {
      if (f.isMandatoryField) invalid(`${name}: This field is required`);
      continue;
    }
    switch (f.flexiFieldType) {
      case 'TEXT':
        if (name === 'SSN') {
          if (!ssnPattern.test(value)) invalid(`${name}: Enter a valid SSN number`);
        } else if (otherInformation) {
          const problem = otherInformationTextProblem(name, value);
          if (problem) invalid(problem);
        } else if (/phone/i.test(name)) {
          if (!/^\d+$/.test(value)) invalid(`${name}: Please enter digits only`);
        } else if (value.length < textMin || value.length > textMax) {
          invalid(`${name}: Please enter between ${textMin} and ${textMax} characters`);
        }
        break;
      case 'NUMBER':
        if (!/^\d+$/.test(value)) invalid(`${name}: Please enter digits only`);
        if (name === 'SSNLASTFOUR' && value.length !== 4)
          invalid(`${name}: Please enter the last 4 digits of your SSN`);
        if (otherInformation && /phone/i.test(name) && value.length !== otherInformationLimits.phoneDigits)
          invalid(`${name}: Enter exactly ${otherInformationLimits.phoneDigits} digits`);
        if (value.length > textMax) invalid(`${name}: Please enter at most ${textMax} digits`);
        break;
      case 'DATE': {
        const iso = normaliseDate(value);
        if (!iso) invalid(`${name}: Please enter a valid date (YYYY-MM-DD or MM/DD/YYYY)`);
        value = iso!;
        break;
      }
      case 'DROPDOWN': {
        const parentValue = f.refFieldValue ? given.get(f.refFieldValue.toLowerCase()) : undefined;
        const ok = f.dropdownItems.some(
          (i) => i.value === value && (i.refFieldValue === null || !f.refFieldValue || i.refFieldValue === parentValue),
        );
        if (!ok) invalid(`${name}: Please select a valid option`);
        break;
      }
    }
    // Registration checks a confirm copy when one is sent; "Other information" always sends it (02 §5).
    if (f.isValidationRequired && (confirms.has(key) || otherInformation) && confirms.get(key) !== value)
      invalid(`${name} must match`);
    out.push({ flexiFieldId: f.flexiFieldId, name, value });
    if (name === 'COURT' && value === otherCourtValue) {
      if (!otherCourt) invalid('OtherCourt: Other court is required');
      if (otherCourt!.length > 100) invalid('OtherCourt: Please enter at most 100 characters');
      out.push({ flexiFieldId: f.flexiFieldId, name: otherCourtFieldName, value: otherCourt! });
    }
  }
  const citation = out.find((v) => v.name === 'CITATIONDATE')?.value;
  const due = out.find((v) => v.name === 'CITATIONDUEDATE')?.value;
  if (citation && due && due < citation) invalid('CITATIONDUEDATE: The court date cannot be before the citation date');
  return out;
}
