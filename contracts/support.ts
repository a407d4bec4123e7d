import * as z from 'zod/mini';

import { envelope } from './envelope';
import { isoInstant } from './instants';

/*
 * 02 §2 support, §7 support ticket: the student writes to support (a topic, a message, optionally a
 * screenshot in the allowed image formats, 02 §5: jpeg, png, jpg, gif); the ticket is stored, e-mailed to support
 * through the outbox with its number, and listed with its status.
 */

export const supportTopics = [
  'courseContent',
  'technicalProblem',
  'certificate',
  'payment',
  'account',
  'other',
] as const;
export type SupportTopic = (typeof supportTopics)[number];
export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;

export const supportLimits = { messageMin: 10, messageMax: 2000 } as const;
/** The form field that carries the optional screenshot (multipart, after the text fields). */
export const supportScreenshotField = 'screenshot';

/** The text fields of the multipart form (text, as every multipart field). */
export const supportTicketFieldsSchema = z.object({
  topic: z.enum(supportTopics),
  message: z.string().check(
    z.trim(),
    z.minLength(supportLimits.messageMin),
    z.maxLength(supportLimits.messageMax),
    z.refine((s) => !s.includes('\u0000'), { message: 'must not contain a NUL character' }),
  ),
});
export type SupportTicketFields = z.infer<typeof supportTicketFieldsSchema>;

export const supportTicketSchema = z.object({
  /** What the student quotes to support, e.g. ST-2026-000042. */
  ticketNumber: z.string(),
  topic: z.enum(supportTopics),
  message: z.string(),
  hasScreenshot: z.boolean(),
  status: z.enum(supportTicketStatuses),
  createdAt: isoInstant(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export const supportTicketResponseSchema = envelope(supportTicketSchema);

export const supportTicketListSchema = z.object({ tickets: z.array(supportTicketSchema) });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;
export const supportTicketListResponseSchema = envelope(supportTicketListSchema);

export const supportMessages = {
  created: 'Your message was sent to support.',
  list: 'Your support tickets.',
  notAnImage: 'The screenshot must be a JPEG, PNG or GIF image.',
  tooLarge: 'The screenshot is too large (at most 5 MB).',
} as const;
