import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { normaliseSecurityAnswer, securityAnswerMaxLength, securityAnswerMinLength } from '@contracts/identityChecks';

/** One row per question the course asks: the question picked ('' until picked) and its answer. */
export interface SecurityQuestionsFormValues {
  picks: Record<string, string>;
  answers: Record<string, string>;
}

export const rowKeys = (count: number) => Array.from({ length: count }, (_, i) => `row${i + 1}`);

export const emptySecurityQuestionsForm = (count: number): SecurityQuestionsFormValues => ({
  picks: Object.fromEntries(rowKeys(count).map((k) => [k, ''])),
  answers: Object.fromEntries(rowKeys(count).map((k) => [k, ''])),
});

/** Every row: a question picked, and an answer of 2 to 60 characters with at least 2 letters or digits. */
export const securityQuestionsFormSchema = (i18n: I18n, count: number) => {
  const keys = rowKeys(count);
  const pick = z.string().check(z.minLength(1, i18n._(msg`Please choose a question`)));
  const answer = z.string().check(
    z.trim(),
    z.minLength(1, i18n._(msg`Please enter your answer`)),
    z.maxLength(securityAnswerMaxLength, i18n._(msg`An answer can have up to ${securityAnswerMaxLength} characters`)),
    z.refine((a) => normaliseSecurityAnswer(a).replace(/ /g, '').length >= securityAnswerMinLength, {
      message: i18n._(msg`An answer needs at least ${securityAnswerMinLength} letters or numbers`),
    }),
  );
  return z.object({
    picks: z.object(Object.fromEntries(keys.map((k) => [k, pick]))),
    answers: z.object(Object.fromEntries(keys.map((k) => [k, answer]))),
  });
};
