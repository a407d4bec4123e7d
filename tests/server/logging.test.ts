import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parentTokenFailureCodes } from '../../contracts/entryLinks';
import * as apiPaths from '../../contracts/paths';
import { logRedaction } from '../../server/app';
import { redactUrl } from '../../server/http/logUrls';
import { keyHeader, useTestServer } from './helpers';

// Tokens in URLs are never written to the log in full, and session tokens are not accepted in `?token=`.
const logLines: string[] = [];
const t = useTestServer({
  deps: {
    logger: { level: 'trace', redact: logRedaction, stream: { write: (line: string) => void logLines.push(line) } },
  },
});

const secret = 'S3CRET-value-never-logged';

describe('tokens in logged URLs', () => {
  it('redacts every secret-named query parameter, keeps the others', () => {
    expect(redactUrl(`/reset-password?token=${secret}`)).toBe('/reset-password?token=[redacted]');
    expect(redactUrl(`/?authToken=${secret}&studentId=12&studentPaymentTrxId=3`)).toBe(
      '/?authToken=[redacted]&studentId=12&studentPaymentTrxId=3',
    );
    expect(
      redactUrl(`/x?TOKEN=${secret}&code=1&api_key=2&password=3&clientSecret=4&studentSource=5&resetToken=6`),
    ).toBe(
      '/x?TOKEN=[redacted]&code=[redacted]&api_key=[redacted]&password=[redacted]&clientSecret=[redacted]&studentSource=[redacted]&resetToken=[redacted]',
    );
    expect(redactUrl(`/x?to%6Ben=${secret}`)).toBe('/x?to%6Ben=[redacted]');
    expect(redactUrl('/login?organisationId=1001')).toBe('/login?organisationId=1001');
  });

  it('never writes a token of a requested URL to the log', async () => {
    const { token: session } = await t.login('student@example.com');
    const urls = [
      `/?token=${secret}`,
      `/reset-password?token=${secret}`,
      `/?authToken=${session}&studentId=1&studentPaymentTrxId=2`,
      `/?studentSource=${secret}`,
      `${apiPaths.statesWithCategory}?token=${session}`,
      `${apiPaths.parentToken}?token=${secret}`,
      `${apiPaths.emailVerification(1)}?code=${secret}`,
      `/dev/legacy-platform?token=${secret}`,
      `/dev/mailbox?to=x@example.com&token=${secret}`,
    ];
    for (const url of urls)
      await t.app.inject({
        method: 'GET',
        url,
        headers: { ...keyHeader, referer: `http://localhost/reset-password?token=${secret}` },
      });
    const requestLines = logLines.filter((l) => l.includes('incoming request'));
    expect(requestLines.length).toBeGreaterThanOrEqual(urls.length);
    expect(requestLines.some((l) => l.includes('token=[redacted]'))).toBe(true);
    expect(logLines.filter((l) => l.includes(secret) || l.includes(session))).toEqual([]);
  });
});

describe('session tokens only in headers', () => {
  it('refuses a session token in ?token= and accepts it in the Authorization header', async () => {
    const { token } = await t.login('student@example.com');
    const inQuery = await t.call({
      method: 'GET',
      url: `${apiPaths.statesWithCategory}?token=${encodeURIComponent(token)}`,
    });
    expect(inQuery.statusCode).toBe(401);
    expect(inQuery.body.status.code).toBe(parentTokenFailureCodes.invalid);
    const inHeader = await t.get(apiPaths.statesWithCategory, token);
    expect(inHeader.statusCode).toBe(200);
    expect(inHeader.body.data).toHaveLength(51);
  });

  it('checks a parent token from the Authorization header, not from ?token=', async () => {
    const { token, studentId } = await t.login('pending@example.com');
    const issued = await t.call({
      method: 'POST',
      url: apiPaths.parentToken,
      token,
      payload: { parentEmail: 'dad@example.com', primaryConfigCourseId: 611 },
    });
    const parentToken = issued.body.data.token as string;
    expect((await t.call({ method: 'GET', url: `${apiPaths.parentToken}?token=${parentToken}` })).statusCode).toBe(401);
    const checked = await t.call({ method: 'GET', url: apiPaths.parentToken, headers: { authorization: parentToken } });
    expect(checked.statusCode).toBe(200);
    expect(checked.body.data.studentId).toBe(studentId);
    // The parent link itself (the page address the mail carries) keeps its token: that is how a parent opens it.
    expect(issued.body.data.parentLink).toContain(`/?token=${parentToken}`);
  });
});

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('start-up log', () => {
  it('does not print the parent link, says where to read it, and listens on loopback only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-log-'));
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        SERVE_APP: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start-up line in 90 s:\n${output}`)), 90_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Traffic school server on')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('close', r));
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(output).toContain(
      'parent link for pending@example.com mailed to parent@example.com (read it at http://localhost:0/dev/mailbox?to=parent@example.com)',
    );
    expect(output).not.toMatch(/token=/);
    const listening = [...output.matchAll(/Server listening at http:\/\/(\S+?):\d+/g)].map((m) => m[1]);
    expect(listening.length).toBeGreaterThan(0);
    for (const host of listening) expect(['127.0.0.1', '[::1]']).toContain(host);
  }, 120_000);
});
