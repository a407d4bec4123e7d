import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { supportLimits, supportTopics } from '@contracts/support';

/** 02 §5 allowed image formats (jpeg, png, jpg, gif); the server checks the file's content again. */
export const screenshotTypes = ['image/jpeg', 'image/png', 'image/gif'];
/** The server's limit for a screenshot (contracts/support.ts' message says it). */
const screenshotMaxBytes = 5 * 1024 * 1024;

/** The ticket form as its fields hold it: the topic ('' until chosen), the message, the file chosen (none or one). */
export interface TicketFormValues {
  topic: string;
  message: string;
  screenshot: File[];
}

/**
 * 02 §2 support, §7 support ticket: a topic of the contract's, a message of the contract's length once trimmed (the
 * server's rule), an optional screenshot in the allowed formats and size.
 */
export const ticketFormSchema = (i18n: I18n) => {
  const messageLength = i18n._(
    msg`Please write between ${supportLimits.messageMin} and ${supportLimits.messageMax} characters`,
  );
  return z.object({
    topic: z.enum(supportTopics, i18n._(msg`Please choose a topic`)),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(supportLimits.messageMin, messageLength),
        z.maxLength(supportLimits.messageMax, messageLength),
      ),
    screenshot: z.array(z.custom<File>()).check(
      z.refine(
        (files) => files.every((file) => screenshotTypes.includes(file.type)),
        i18n._(msg`The screenshot must be a JPEG, PNG or GIF image.`),
      ),
      z.refine(
        (files) => files.every((file) => file.size <= screenshotMaxBytes),
        i18n._(msg`The screenshot is too large (at most 5 MB).`),
      ),
    ),
  });
};
