import { describe, expect, it } from 'vitest';

import { defaultSubscriptionKey } from '../contracts/headers';
import { developmentParentTokenSecret } from './config';
import { missingProductionSettings } from './productionSettings';

const complete = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://school@db/school',
  SUBSCRIPTION_KEY: 'a-long-random-key',
  ADMIN_KEY: 'operators-key',
  SMTP_URL: 'smtp://mail.school.example',
  PUBLIC_URL: 'https://school.example',
  PARENT_TOKEN_SECRET: 'parent-link-secret',
  DATA_KEYS: '2026-12:3q2+7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
};

describe('a production start', () => {
  it('needs nothing outside production (the demonstration)', () => {
    expect(missingProductionSettings({})).toEqual([]);
  });

  it('names every missing setting, DATABASE_URL first', () => {
    const missing = missingProductionSettings({ NODE_ENV: 'production' });
    expect(missing.map((m) => m.split(':')[0])).toEqual([
      'DATABASE_URL',
      'SUBSCRIPTION_KEY',
      'ADMIN_KEY',
      'SMTP_URL',
      'PUBLIC_URL',
      'PARENT_TOKEN_SECRET',
      'DATA_KEYS',
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
    ]);
    expect(missing[0]).toMatch(/PostgreSQL/);
  });

  it('refuses the public development subscription key', () => {
    expect(missingProductionSettings({ ...complete, SUBSCRIPTION_KEY: defaultSubscriptionKey })).toEqual([
      expect.stringMatching(/^SUBSCRIPTION_KEY:/),
    ]);
  });

  it('refuses the public development parent-link key', () => {
    expect(missingProductionSettings({ ...complete, PARENT_TOKEN_SECRET: developmentParentTokenSecret })).toEqual([
      expect.stringMatching(/^PARENT_TOKEN_SECRET:/),
    ]);
  });

  it('starts with every setting given', () => {
    expect(missingProductionSettings(complete)).toEqual([]);
  });
});
