import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import type { FlexiField } from '@contracts/courseConfig';
import {
  citationCountyFieldId,
  countyAgencyFieldId,
  losAngelesCountyCode,
  type OtherInformationCourse,
  otherInformationLimits,
} from '@contracts/profile';
import { confirmFieldSuffix } from '@contracts/registration';
import type { FlexiAnswer } from '@machines/otherInformation';
import {
  flexiKey,
  flexiNames,
  isPhoneField,
  isSsnField,
  needsConfirm,
  otherCourtName,
  otherCourtValue,
} from '@shared/flexi/flexiFieldRules';
import { isoDay, isoFromUsDate, parseUsDate, usDateFromIso } from '@shared/person/usDate';

import { isAgentField, isSsnLastFourField, profileFlexiNames } from './otherInformationFields';

/** The "Other information" form as its inputs hold it (dates MM-DD-YYYY, 02 §5). */
export interface OtherInformationFormValues {
  /** The answers by `flexiKey`. */
  flexi: Record<string, string>;
  /** The confirm inputs of fields that need validation, by `flexiKey`. */
  flexiConfirm: Record<string, string>;
  /** The court typed when COURT is 'Other'. */
  otherCourt: string;
}

export const countyAgencyKey = flexiKey({ flexiFieldId: countyAgencyFieldId });
export const citationCountyKey = flexiKey({ flexiFieldId: citationCountyFieldId });

/** 02 §9: field 161 is asked while field 89 is Los Angeles. */
export const asksCountyAgency = (values: Pick<OtherInformationFormValues, 'flexi'>) =>
  values.flexi[citationCountyKey] === losAngelesCountyCode;

/** The stored answers shown: dates MM-DD-YYYY; a confirm input starts equal to its stored value. */
export function otherInformationFormValues(course: OtherInformationCourse): OtherInformationFormValues {
  const shown = (field: FlexiField) =>
    field.flexiFieldType === 'DATE' && field.value ? usDateFromIso(field.value) : (field.value ?? '');
  const fields = course.studentFlexiFieldDtoList;
  return {
    flexi: Object.fromEntries(fields.map((field) => [flexiKey(field), shown(field)])),
    flexiConfirm: Object.fromEntries(fields.filter(needsConfirm).map((field) => [flexiKey(field), shown(field)])),
    otherCourt: course.otherCourt ?? '',
  };
}

/** What the 02 §5 rules need besides the values. */
export interface OtherInformationRulesContext {
  /** The course's fields, each with its stored value (YYYY-MM-DD for dates). */
  fields: FlexiField[];
  /** A changed date other than the citation date is this day or later (02 §5 minimum date). */
  today: Date;
}

/** The first 02 §5 rule a filled-in value breaks (the required rule is the caller's). */
function valueProblem(field: FlexiField, value: string, today: Date): MessageDescriptor | undefined {
  if (isSsnField(field))
    return value.length < otherInformationLimits.ssnLength ? msg`Enter a valid SSN number` : undefined;
  if (isSsnLastFourField(field)) return /^\d{4}$/.test(value) ? undefined : msg`Enter the last 4 digits of your SSN`;
  if (isPhoneField(field)) return /^\d{10}$/.test(value) ? undefined : msg`Enter exactly 10 digits`;
  if (field.flexiFieldType === 'DATE') {
    const date = parseUsDate(value);
    if (!date) return msg`Date Format Invalid Use the following format MM-DD-YYYY`;
    const changed = isoFromUsDate(value) !== field.value;
    const minimum = isoDay(today);
    if (changed && field.flexiFieldName !== profileFlexiNames.citationDate && isoFromUsDate(value) < minimum)
      return msg`The date cannot be before today`;
    return undefined;
  }
  if (field.flexiFieldType !== 'TEXT') return undefined;
  if (value.length < otherInformationLimits.textMin) return msg`Minimum 2 characters required`;
  if (isAgentField(field)) {
    // 02 §5 says the agent message reads 10, in error: the limit and the words are 100.
    if (value.length > otherInformationLimits.agentTextMax) return msg`Maximum 100 characters allowed`;
  } else if (value.length > otherInformationLimits.textMax) return msg`Maximum 40 characters allowed`;
  return undefined;
}

/**
 * 02 §5 Other information (flexi) fields, with the spec's messages in the active language: a required field says
 * '{label} is required'; field 161 is asked (and required) only while field 89 is Los Angeles (02 §9).
 */
export function otherInformationFormSchema(i18n: I18n, rules: OtherInformationRulesContext) {
  return z
    .object({
      flexi: z.record(z.string(), z.string()),
      flexiConfirm: z.record(z.string(), z.string()),
      otherCourt: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: string[], message: MessageDescriptor) =>
          ctx.addIssue({ code: 'custom', path, message: i18n._(message) });
        const losAngeles = asksCountyAgency(values);
        const byName = (name: string) => rules.fields.find((f) => f.flexiFieldName === name);
        for (const field of rules.fields) {
          const key = flexiKey(field);
          const agency = field.flexiFieldId === countyAgencyFieldId;
          if (agency && !losAngeles) continue;
          const value = (values.flexi[key] ?? '').trim();
          const label = field.flexiFieldDescription;
          if (value === '') {
            if (field.isMandatoryField || agency) issue(['flexi', key], msg`${label} is required`);
            continue;
          }
          const problem = valueProblem(field, value, rules.today);
          if (problem) issue(['flexi', key], problem);
          if (needsConfirm(field) && (values.flexiConfirm[key] ?? '').trim() !== value)
            issue(['flexiConfirm', key], msg`${label} must match`);
          if (field.flexiFieldName === flexiNames.court && value === otherCourtValue && values.otherCourt.trim() === '')
            issue(['otherCourt'], msg`Other court is required`);
        }
        // The court date is not before the citation date (the server's rule too).
        const citation = byName(profileFlexiNames.citationDate);
        const due = byName(flexiNames.citationDueDate);
        if (citation && due) {
          const from = isoFromUsDate((values.flexi[flexiKey(citation)] ?? '').trim());
          const to = isoFromUsDate((values.flexi[flexiKey(due)] ?? '').trim());
          if (from && to && to < from)
            issue(['flexi', flexiKey(due)], msg`The court date cannot be before the citation date`);
        }
      }),
    );
}

/**
 * The answers of valid values, as the save names them (registration's flexifieldList): each field ('' clears it;
 * dates YYYY-MM-DD; field 161 '' unless the county is Los Angeles), a confirm copy `<name>CONFIRM`, and the typed
 * court as OtherCourt when COURT is 'Other'.
 */
export function otherInformationAnswers(fields: FlexiField[], values: OtherInformationFormValues): FlexiAnswer[] {
  const losAngeles = asksCountyAgency(values);
  return fields.flatMap((field) => {
    const key = flexiKey(field);
    const typed = (values.flexi[key] ?? '').trim();
    const value =
      field.flexiFieldId === countyAgencyFieldId && !losAngeles
        ? ''
        : field.flexiFieldType === 'DATE'
          ? isoFromUsDate(typed)
          : typed;
    const answer = { flexiFieldId: field.flexiFieldId, flexiFieldName: field.flexiFieldName, value };
    const answers: FlexiAnswer[] = [answer];
    if (needsConfirm(field) && value !== '')
      answers.push({
        flexiFieldId: field.flexiFieldId,
        flexiFieldName: `${field.flexiFieldName}${confirmFieldSuffix}`,
        value: (values.flexiConfirm[key] ?? '').trim(),
      });
    if (field.flexiFieldName === flexiNames.court && value === otherCourtValue)
      answers.push({
        flexiFieldId: field.flexiFieldId,
        flexiFieldName: otherCourtName,
        value: values.otherCourt.trim(),
      });
    return answers;
  });
}
