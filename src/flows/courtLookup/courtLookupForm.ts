import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { courtLookupLimits } from '@contracts/courtLookup';

const alphanumeric = /^[A-Za-z0-9]+$/;

/** Required, at most 35, letters and digits: the rule of both fields, in the field's own words. */
const lookupNumber = (required: string, length: string, characters: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(courtLookupLimits.max, length),
      z.regex(alphanumeric, characters),
    );

/** 01 §5 Court lookup: required, at most 35, letters and digits — each field with its own wording. */
export const courtLookupFormSchema = (i18n: I18n) =>
  z.object({
    caseNumber: lookupNumber(
      i18n._(msg`Case Number is required`),
      i18n._(msg`Case Number should be between 1 to 35`),
      i18n._(msg`Case Number should only contain alphabets`),
    ),
    citationNumber: lookupNumber(
      i18n._(msg`Citation Number is required`),
      i18n._(msg`Citation Number should be between 1 to 35`),
      i18n._(msg`Citation Number should only contain alphabets`),
    ),
  });
export type CourtLookupForm = z.infer<ReturnType<typeof courtLookupFormSchema>>;
