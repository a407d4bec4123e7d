import * as z from 'zod/mini';

export const mailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;
export const mailboxResponseSchema = z.object({ mails: z.array(mailSchema) });
