// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { createAppStorage } from '@shared/storage';

import { localAffiliateTracker, trackingParamsOf } from './affiliateTracking';

describe('trackingParamsOf', () => {
  it('reads the tracking names in either spelling and ignores others', () => {
    expect(trackingParamsOf('?utm_source=mail&utmMedium=cpc&gclid=g1&other=x&aaid=')).toEqual({
      utmSource: 'mail',
      utmMedium: 'cpc',
      gclid: 'g1',
    });
  });
});

describe('localAffiliateTracker', () => {
  it('keeps the visit\u2019s parameters over those already kept, and calls nothing external', async () => {
    const storage = createAppStorage(window.localStorage);
    storage.clearSession();
    storage.set('trackingParams', { utmSource: 'old', referral: 'r' });
    await localAffiliateTracker(storage).recordVisit(
      { path: '/', search: '?utm_source=new' },
      new AbortController().signal,
    );
    expect(storage.get('trackingParams')).toEqual({ utmSource: 'new', referral: 'r' });
  });
  it('stores nothing for a visit without tracking parameters', async () => {
    const storage = createAppStorage(window.localStorage);
    storage.clearSession();
    await localAffiliateTracker(storage).recordVisit({ path: '/', search: '' }, new AbortController().signal);
    expect(storage.get('trackingParams')).toBeUndefined();
  });
});
