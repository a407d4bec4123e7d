import { trackingFieldNames } from '@contracts/registrationLimits';
import type { AppStorage } from '@shared/storage';

/** A landing-page visit as the affiliate tracker sees it. */
export interface LandingVisit {
  /** The page's path, e.g. '/' or '/course-enrollment'. */
  path: string;
  /** The address's query string (with or without '?'). */
  search: string;
}

/**
 * 01 §4: affiliate tracking runs 3 seconds after the landing page loads. The product's affiliate
 * network is not named by the spec, so tracking goes through this adapter. A deployment that
 * has a network plugs its own implementation in here (LandingFlow); it must pass `signal` on.
 */
export interface AffiliateTracker {
  recordVisit(visit: LandingVisit, signal: AbortSignal): Promise<void>;
}

/** `utm_source` and `utmSource` both name utmSource (as registration reads them). */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The tracking parameters of a query string, under their payload names. */
export function trackingParamsOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of trackingFieldNames) {
    const value = query.get(name) ?? query.get(snakeCase(name));
    if (value !== null && value.trim() !== '') found[name] = value.trim().slice(0, 300);
  }
  return found;
}

/**
 * The embedded default: no third-party call. It records the visit locally by keeping the
 * link's tracking parameters (merged over those already kept) in `trackingParams`, which the
 * registration payload carries to the server — so the affiliate is credited there.
 */
export function localAffiliateTracker(storage: AppStorage): AffiliateTracker {
  return {
    recordVisit: async (visit) => {
      const params = trackingParamsOf(visit.search);
      if (Object.keys(params).length === 0) return;
      storage.set('trackingParams', { ...(storage.get('trackingParams') ?? {}), ...params });
    },
  };
}
