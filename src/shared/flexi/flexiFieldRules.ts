import type { FlexiField } from '@contracts/courseConfig';

/** 01 §3 known flexi field names. */
export const flexiNames = {
  county: 'COUNTY',
  court: 'COURT',
  citationDueDate: 'CITATIONDUEDATE',
  vehicleTag: 'VEHICLE_TAG',
  ssn: 'SSN',
} as const;
/** The COURT choice that asks for a typed court name (the OtherCourt field). */
export const otherCourtValue = 'Other';
export const otherCourtName = 'OtherCourt';
/** 01 §5 text flexi fields: 2 to 40 characters. */
export const flexiTextLimits = { min: 2, max: 40 } as const;
/** 01 §5 / §9 court rule: the course must be finished 7 days before the court date. */
export const courtDateMarginDays = 7;

/** The form key of a flexi field: never numeric, so fields keep their order as object keys and a dotted path never reads as an array index. */
export const flexiKey = (field: Pick<FlexiField, 'flexiFieldId'>) => `f${field.flexiFieldId}`;

/** Phone-named fields accept digits only (01 §5). */
export const isPhoneField = (field: Pick<FlexiField, 'flexiFieldName'>) => /phone/i.test(field.flexiFieldName);
export const isSsnField = (field: Pick<FlexiField, 'flexiFieldName'>) =>
  field.flexiFieldName.toUpperCase() === flexiNames.ssn;
/** A base field named X with a sibling XCONFIRM, or a field asking for validation, needs a confirm input. */
export const needsConfirm = (field: Pick<FlexiField, 'isValidationRequired'>) => field.isValidationRequired;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** 01 §3 mobile number ###-###-####: dashes are inserted while typing. */
export function formatPhone(value: string): string {
  const digits = digitsOnly(value).slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const dayMs = 86_400_000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 01 §5 citation due date rule: complete the course 7 days before the court date. Answers the
 * completion-by date (YYYY-MM-DD) and the whole days left from today (never below 0), or
 * undefined for an empty or invalid date.
 */
export function completionBy(courtDate: string, today: Date): { date: string; daysLeft: number } | undefined {
  const match = isoDate.exec(courtDate);
  if (!match) return undefined;
  const court = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(court) || new Date(court).toISOString().slice(0, 10) !== courtDate) return undefined;
  const by = court - courtDateMarginDays * dayMs;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return { date: new Date(by).toISOString().slice(0, 10), daysLeft: Math.max(0, Math.round((by - todayUtc) / dayMs)) };
}
