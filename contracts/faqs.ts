import * as z from 'zod/mini';

import { envelope } from './envelope';

/* 02 §2 customer-support (FAQs): the questions and answers, grouped, in the student's language. */

export const faqQuerySchema = z.object({ language: z.optional(z.string().check(z.maxLength(10))) });

export const faqSchema = z.object({
  /** Stable: the page's deep link to the question (#id). */
  id: z.string(),
  question: z.string(),
  /** Plain text; paragraphs separated by a blank line. */
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqGroupSchema = z.object({ id: z.string(), title: z.string(), faqs: z.array(faqSchema) });
export type FaqGroup = z.infer<typeof faqGroupSchema>;

export const faqListSchema = z.object({
  /** The language the texts are in (English where the asked one has none). */
  language: z.string(),
  groups: z.array(faqGroupSchema),
});
export type FaqList = z.infer<typeof faqListSchema>;
export const faqListResponseSchema = envelope(faqListSchema);
