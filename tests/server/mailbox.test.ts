import { describe, expect, it } from 'vitest';

import { devToolsSchema } from '../../contracts/devTools';
import { mailboxResponseSchema } from '../../contracts/mailbox';
import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { configFromEnv, defaultConfig } from '../../server/config';
import { anotherInstance, seededAccounts, useTestServer } from './helpers';

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
// The demonstration's mailbox delivers nothing (it is never on with SMTP); delivery has a server of its own.
const t = useTestServer();
const smtp = useTestServer({ config: { mailFrom: 'School <school@example.test>' }, deps: { mailer } });

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
    await t.db.query(
      `insert into outbox (to_address, subject, body, created_at) values ('x@example.com', '<script>alert(1)</script>', 'hi', now())`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.devMailbox,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Dev mailbox');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:8080\/reset-password\?token=/);
  });

  it('is absent when the server is not in development mode, and so are the dev tools', async () => {
    const prod = buildApp({ db: t.db, config: defaultConfig({ devMailbox: false }) });
    try {
      const res = await prod.inject({ method: 'GET', url: apiPaths.devMailbox });
      expect(res.statusCode).toBe(404);
      expect(res.json().status.code).toBe('NOT_FOUND');
      expect((await prod.inject({ method: 'GET', url: apiPaths.devTools })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('dev tools', () => {
  it('tell the page that `?inspect` may load the flow inspector, on a development server only', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.devTools });
    expect(res.statusCode).toBe(200);
    expect(devToolsSchema.parse(res.json())).toEqual({ inspect: true });
    const remote = await t.app.inject({ method: 'GET', url: apiPaths.devTools, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('SMTP delivery', () => {
  it('sends outbox mail through the transport and marks it sent', async () => {
    await smtp.call({
      method: 'POST',
      url: apiPaths.forgotPassword,
      payload: { emailId: seededAccounts.student.email },
    });
    await smtp.login(seededAccounts.pending.email);
    await smtp.app.outbox.flush();
    expect(delivered.map((m) => m.to)).toEqual([seededAccounts.student.email, seededAccounts.pending.email]);
    expect(delivered[0].from).toBe('School <school@example.test>');
    expect(delivered[1].text).toMatch(/Your verification code is \d{6}/);
    const rows = await smtp.mailsTo(seededAccounts.pending.email);
    expect(rows[0].sent_at).toBeInstanceOf(Date);
  });

  it('a mail whose first send fails is kept with its error, then sent later by another instance, once', async () => {
    // The instance that queued it stops after the failed try (a restart); the mail waits in the database.
    const first = await anotherInstance(smtp, { config: { mailRetryDelaySeconds: 1 }, deps: { mailer } });
    const s = await first.createStudent({});
    failNext = true;
    await first.call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: s.email } });
    await first.app.outbox.flush();
    const stored = () =>
      smtp.db.query<{ sent_at: Date | null; error: string | null }>(
        'select sent_at, error from outbox where to_address = $1',
        [s.email],
      );
    expect(await stored()).toEqual([{ sent_at: null, error: 'SMTP down' }]);
    await first.app.close();

    // Two instances are running when the retry falls due: one of them sends it.
    const second = await anotherInstance(smtp, { deps: { mailer } });
    try {
      await expect
        .poll(async () => (await stored())[0].sent_at, { timeout: 15_000, interval: 200 })
        .toBeInstanceOf(Date);
      await Promise.all([smtp.app.outbox.flush(), second.app.outbox.flush()]);
      expect(delivered.filter((m) => m.to === s.email)).toHaveLength(1);
      expect((await stored())[0].error).toBeNull();
    } finally {
      await second.app.close();
    }
  });

  it('sends each mail once when several instances deliver', async () => {
    const second = await anotherInstance(smtp, { deps: { mailer } });
    try {
      const students = await Promise.all([1, 2, 3, 4, 5, 6].map(() => smtp.createStudent({})));
      await Promise.all(
        students.map((s, i) =>
          (i % 2 ? smtp : second).call({ method: 'POST', url: apiPaths.forgotPassword, payload: { emailId: s.email } }),
        ),
      );
      await Promise.all([smtp.app.outbox.flush(), second.app.outbox.flush()]);
      for (const s of students)
        expect(
          delivered.filter((m) => m.to === s.email),
          s.email,
        ).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });
});

// The mailbox shows reset links: only this machine may read it, and never on a real mail setup.
describe('who may read the dev mailbox', () => {
  const remote = '203.0.113.5';

  it('answers loopback peers: 127.0.0.1, other 127.x, ::1 and IPv4-mapped 127.0.0.1', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.devMailbox, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses any other peer with the 404 of a path that does not exist, mails and links unseen', async () => {
    for (const remoteAddress of [remote, '10.0.0.8', '::ffff:192.0.2.1', '2001:db8::1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: apiPaths.devMailbox,
        remoteAddress,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json().status.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('reset-password');
    }
  });

  it('is not fooled by a forged X-Forwarded-For (the app trusts proxies for req.ip)', async () => {
    for (const xff of ['127.0.0.1', '::1', `127.0.0.1, ${remote}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: apiPaths.devMailbox,
        remoteAddress: remote,
        headers: { 'x-forwarded-for': xff },
      });
      expect(res.statusCode, xff).toBe(404);
    }
  });

  it('refuses the other dev page (the legacy platform stand-in) to other peers too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/legacy-platform', remoteAddress: remote })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/dev/legacy-platform' })).statusCode).toBe(200);
  });
});

describe('mailbox and listen address configuration', () => {
  it('listens on loopback by default, on HOST when set', () => {
    expect(configFromEnv({}).host).toBe('localhost');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('is on with the embedded database, off with DATABASE_URL unless DEV_MAILBOX=1', () => {
    expect(configFromEnv({}).devMailbox).toBe(true);
    expect(configFromEnv({ DATABASE_URL: 'postgres://x' }).devMailbox).toBe(false);
    expect(configFromEnv({ DATABASE_URL: 'postgres://x', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
  });

  it('is never on with SMTP_URL or NODE_ENV=production, and says so when DEV_MAILBOX asked for it', () => {
    for (const env of [{ SMTP_URL: 'smtp://mail.example' }, { NODE_ENV: 'production' }]) {
      expect(configFromEnv(env).devMailbox).toBe(false);
      expect(configFromEnv(env).warnings).toEqual([]);
      const asked = configFromEnv({ ...env, DEV_MAILBOX: '1' });
      expect(asked.devMailbox).toBe(false);
      expect(asked.warnings.join()).toMatch(/DEV_MAILBOX ignored: (SMTP_URL is set|NODE_ENV is production)/);
    }
    expect(configFromEnv({ DEV_MAILBOX: '1' }).warnings).toEqual([]);
  });
});
