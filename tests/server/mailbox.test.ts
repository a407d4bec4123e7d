import { describe, expect, it } from 'vitest';
import { mailboxResponseSchema } from '../../contracts/mailbox';
import { apiPaths } from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { seededAccounts, useTestServer } from './helpers';

const delivered: { to: string; subject: string; text: string; from: string }[] = [];
let failNext = false;
const mailer = {
  async sendMail(mail: { to: string; subject: string; text: string; from: string }) {
    if (failNext) {
      failNext = false;
      throw new Error('SMTP down');
    }
    delivered.push(mail);
    return { messageId: 'x' };
  },
};
const t = useTestServer({ config: { mailFrom: 'School <school@example.test>' }, deps: { mailer } });

describe('dev mailbox', () => {
  it('lists mails as JSON, newest last, without a subscription key', async () => {
    await t.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: seededAccounts.student.email } });
    await t.login(seededAccounts.pending.email);
    const res = await t.app.inject({ method: 'GET', url: apiPaths.devMailbox });
    expect(res.statusCode).toBe(200);
    const { mails } = mailboxResponseSchema.parse(res.json());
    expect(mails.map((m) => m.to)).toEqual([seededAccounts.student.email, seededAccounts.pending.email]);
    expect(mails[0].body).toMatch(/reset-password\?token=/);
    expect(mails[1].body).toMatch(/Your verification code is \d{6}/);
    expect(mails[0].id).toBeLessThan(mails[1].id);
    expect(Number.isNaN(Date.parse(mails[0].sentAt))).toBe(false);
  });

  it('filters by recipient (case-insensitive)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${apiPaths.devMailbox}?to=PENDING@example.com` });
    const { mails } = mailboxResponseSchema.parse(res.json());
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your verification code');
  });

  it('renders a readable, escaped HTML page for browsers', async () => {
    await t.db.query(`insert into outbox (to_address, subject, body, created_at) values ('x@example.com', '<script>alert(1)</script>', 'hi', now())`);
    const res = await t.app.inject({ method: 'GET', url: apiPaths.devMailbox, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Dev mailbox');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:8080\/reset-password\?token=/);
  });

  it('is absent when the server is not in development mode', async () => {
    const prod = buildApp({ db: t.db, config: defaultConfig({ devMailbox: false }) });
    try {
      const res = await prod.inject({ method: 'GET', url: apiPaths.devMailbox });
      expect(res.statusCode).toBe(404);
      expect(res.json().status.code).toBe('NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});

describe('SMTP delivery', () => {
  it('sends outbox mail through the transport and marks it sent', async () => {
    await t.app.outbox.flush();
    expect(delivered.map((m) => m.to)).toEqual([seededAccounts.student.email, seededAccounts.pending.email]);
    expect(delivered[0].from).toBe('School <school@example.test>');
    expect(delivered[1].text).toMatch(/Your verification code is \d{6}/);
    const rows = await t.mailsTo(seededAccounts.pending.email);
    expect(rows[0].sent_at).toBeInstanceOf(Date);
  });

  it('keeps a failed delivery in the outbox with its error', async () => {
    failNext = true;
    const s = await t.createStudent({});
    await t.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: s.email } });
    await t.app.outbox.flush();
    const [row] = await t.db.query<{ sent_at: Date | null; error: string | null }>('select sent_at, error from outbox where to_address = $1', [s.email]);
    expect(row.sent_at).toBeNull();
    expect(row.error).toBe('SMTP down');
  });
});
