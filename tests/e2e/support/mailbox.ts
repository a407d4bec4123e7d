import { type APIRequestContext, expect } from '@playwright/test';

import { type Mail, mailboxResponseSchema } from '../../../contracts/mailbox';

/** The mails the dev mailbox (/dev/mailbox, as JSON) holds for an address, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const answer = await request.get('/dev/mailbox', { params: { to }, headers: { accept: 'application/json' } });
  return mailboxResponseSchema.parse(await answer.json()).mails;
}

/** Polls the dev mailbox until `find` picks something out of the mails to `to` (`message` names what is awaited). */
export async function awaitMail(
  request: APIRequestContext,
  to: string,
  find: (mails: Mail[]) => string | undefined,
  message: string,
): Promise<string> {
  let found: string | undefined;
  await expect.poll(async () => (found = find(await mailsTo(request, to))), { message }).toBeTruthy();
  return found!;
}

/** Polls the dev mailbox for a mail to exactly `to` whose body matches `pattern`; answers the pattern's first group. */
export const awaitMailMatch = (request: APIRequestContext, to: string, pattern: RegExp, message: string) =>
  awaitMail(
    request,
    to,
    (mails) =>
      mails
        .filter((m) => m.to === to)
        .map((m) => pattern.exec(m.body)?.[1])
        .find(Boolean),
    message,
  );
