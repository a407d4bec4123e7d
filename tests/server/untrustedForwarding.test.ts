import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createTestDb } from './helpers';

/*
 * Behind a load balancer without TRUST_PROXY every student has the balancer's address, so per-address limits count
 * everybody together: the first forwarded request says so in the log, once (docs/deploy.md).
 */
let created: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  created = await createTestDb();
});
afterAll(() => created.close());

async function warningsAfterForwardedRequests(trustProxy: boolean | string) {
  const lines: string[] = [];
  const app = buildApp({
    db: created.db,
    config: defaultConfig({ trustProxy }),
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
  try {
    for (const address of ['203.0.113.7', '203.0.113.8'])
      await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-forwarded-for': address } });
    await app.inject({ method: 'GET', url: '/health/live' });
  } finally {
    await app.close();
  }
  return lines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg.includes('TRUST_PROXY'));
}

describe('forwarded headers without TRUST_PROXY', () => {
  it('are reported once, naming the setting', async () => {
    const warnings = await warningsAfterForwardedRequests(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/X-Forwarded-For arrived but TRUST_PROXY is not set/);
  });

  it('are not reported when the proxy is trusted', async () => {
    expect(await warningsAfterForwardedRequests('10.0.0.0/8')).toEqual([]);
  });
});
