import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

/** 02 §5 Survey: the consent box is required; comments are free text (the contract's 2000-character limit). */
export const surveyCommentsMax = 2000;

export const surveyFormSchema = (i18n: I18n) =>
  z.object({
    comments: z.string().check(z.maxLength(surveyCommentsMax, i18n._(msg`Comments can be at most 2000 characters.`))),
    consent: z
      .boolean()
      .check(z.refine((value) => value, i18n._(msg`Please confirm your consent to our Survey Guidelines.`))),
  });
export type SurveyFormValues = z.infer<ReturnType<typeof surveyFormSchema>>;
