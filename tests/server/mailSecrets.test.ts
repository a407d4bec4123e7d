import { describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { removedSecret } from '../../server/mail/secrets';
import { seededAccounts, useTestServer } from './helpers';

/*
 * Mailed codes and links open something: once the mail is delivered, the outbox's stored copy (kept 30 days for
 * support) keeps no secret. A mail not delivered keeps them: the dev mailbox of the demonstration, which delivers
 * nothing, shows what a demo user needs to finish a flow.
 */
const delivered: { to: string; text: string }[] = [];
let failNext = false;
const mailer = {
  async sendMail(mail: { to: string; text: string }) {
    if (failNext) {
      failNext = false;
      throw new Error('SMTP down');
    }
    delivered.push(mail);
    return {};
  },
};
const t = useTestServer({ deps: { mailer } });
const demo = useTestServer();

const resetLinkIn = (text: string) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
const storedBodies = async (server: typeof t, to: string) => {
  await server.app.outbox.flush();
  return (await server.mailsTo(to)).map((m) => m.body);
};

describe('mail secrets once delivered', () => {
  it('a reset link: delivered in full, stored without it', async () => {
    const s = await t.createStudent({});
    await t.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: s.email } });
    const [body] = await storedBodies(t, s.email);
    const sent = delivered.find((m) => m.to === s.email)!;
    const link = resetLinkIn(sent.text);
    expect(link).toBeDefined();
    expect(body).not.toContain(link!);
    expect(body).not.toContain('token=');
    expect(body).toContain(removedSecret);
    expect(body).toContain('We received a request to reset your password.');
  });

  it('a verification code: delivered in full, stored without it', async () => {
    await t.login(seededAccounts.pending.email);
    const [body] = await storedBodies(t, seededAccounts.pending.email);
    const code = /Your verification code is (\d{6})/.exec(
      delivered.find((m) => m.to === seededAccounts.pending.email)!.text,
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(body).not.toContain(code!);
    expect(body).toContain(`Your verification code is ${removedSecret}`);
  });

  it('a parent link: delivered in full, stored without its token', async () => {
    const { token } = await t.login(seededAccounts.pending.email);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.parentToken,
      token,
      payload: { parentEmail: 'guardian@example.com', primaryConfigCourseId: 611 },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [body] = await storedBodies(t, 'guardian@example.com');
    expect(delivered.find((m) => m.to === 'guardian@example.com')!.text).toContain(res.body.data.parentLink);
    expect(body).not.toContain(res.body.data.token);
    expect(body).toContain(removedSecret);
  });

  it('a mail whose delivery failed keeps its link (it is still to be delivered)', async () => {
    failNext = true;
    const s = await t.createStudent({});
    await t.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: s.email } });
    const [body] = await storedBodies(t, s.email);
    expect(resetLinkIn(body)).toBeDefined();
  });

  it('the demonstration (no delivery) keeps codes and links for the dev mailbox', async () => {
    await demo.call({
      method: 'POST',
      url: apiPaths.forgotPassword,
      payload: { emailId: seededAccounts.student.email },
    });
    const mailbox = await demo.app.inject({
      method: 'GET',
      url: `${apiPaths.devMailbox}?to=${seededAccounts.student.email}`,
    });
    expect(resetLinkIn(mailbox.json().mails[0].body)).toBeDefined();
  });
});
