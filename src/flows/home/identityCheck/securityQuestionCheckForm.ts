import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

export interface SecurityQuestionCheckFormValues {
  answer: string;
}

/**
 * 02 §2 security-quiz-verification: an answer is needed, sent as typed (the server trims and compares it, and a wrong
 * one counts; the input keeps the contract's securityAnswerMaxLength).
 */
export const securityQuestionCheckFormSchema = (i18n: I18n) =>
  z.object({
    answer: z.string().check(z.refine((answer) => answer.trim() !== '', i18n._(msg`Please enter your answer`))),
  });
