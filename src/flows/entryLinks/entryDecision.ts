import type { EntryLink } from '@machines/entryLink';

/** The address the visitor opened, and the app's configuration, as the decision needs them. */
export interface EntryAddress {
  /** e.g. 'app.example.com' (only used by the marketing rule, through `href`). */
  host: string;
  pathname: string;
  /** Including '#', or ''. */
  hash: string;
  /** Including '?', or ''. */
  search: string;
  /** VITE_MARKETING_SITE_URL; the redirect is off when unset or empty (the embedded default). */
  marketingSiteUrl?: string;
}

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * Hash routing (01 §2): the app always uses browser routing. A legacy hash-routed link
 * (`/#/register?configCourseId=5`) is opened as `/register?configCourseId=5`; the address's own
 * query is kept and wins over the hash's for a name in both (as registration reads them).
 * A hash that is not a route (`#faqs`, `#?utm_source=x`) is left alone: registration reads
 * parameters after a hash itself.
 */
export function hashRouteTarget(address: Pick<EntryAddress, 'hash' | 'search'>): string | undefined {
  if (!address.hash.startsWith('#/')) return undefined;
  const inner = address.hash.slice(1);
  const at = inner.indexOf('?');
  const path = at < 0 ? inner : inner.slice(0, at);
  if (path === '/' || path === '') return undefined;
  const query = new URLSearchParams(at < 0 ? '' : inner.slice(at + 1));
  for (const [name, value] of new URLSearchParams(address.search)) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The marketing-site redirect (01 §2): only when a URL is configured, and only for a visitor
 * whose address lacks /gsa/ and has no vehicleTag parameter (government-fleet visitors stay).
 */
export function marketingRedirect(address: EntryAddress): string | undefined {
  const url = address.marketingSiteUrl?.trim();
  if (!url) return undefined;
  const href = `${address.host}${address.pathname}${address.search}${address.hash}`;
  if (href.includes('/gsa/')) return undefined;
  const query = new URLSearchParams(address.search);
  const hashQuery = new URLSearchParams(
    address.hash.includes('?') ? address.hash.slice(address.hash.indexOf('?') + 1) : '',
  );
  if (query.has('vehicleTag') || hashQuery.has('vehicleTag')) return undefined;
  return url;
}

/** 01 §2 Entry query parameters: what the start page does with the address it was opened with. */
export function entryLinkOf(address: EntryAddress): EntryLink {
  const hashRoute = hashRouteTarget(address);
  if (hashRoute) return { kind: 'hashRoute', to: hashRoute };

  const query = new URLSearchParams(address.search);
  const authToken = query.get('authToken')?.trim();
  const studentSource = query.get('studentSource')?.trim() || undefined;
  if (authToken) {
    const studentId = positiveInt(query.get('studentId'));
    const studentPaymentTrxId = positiveInt(query.get('studentPaymentTrxId'));
    if (studentId !== undefined && studentPaymentTrxId !== undefined)
      return { kind: 'studentLink', token: authToken, studentId, studentPaymentTrxId };
    return studentSource
      ? { kind: 'backendLogin', token: authToken, studentSource }
      : { kind: 'backendLogin', token: authToken };
  }
  const parentToken = query.get('token')?.trim() || studentSource;
  if (parentToken) return { kind: 'parentLink', token: parentToken };

  const marketing = marketingRedirect(address);
  if (marketing) return { kind: 'marketingSite', url: marketing };
  return { kind: 'none' };
}
