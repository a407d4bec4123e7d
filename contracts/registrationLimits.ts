/**
 * The registration rules the browser's form needs before anything is sent: plain values, no schemas, so the
 * registration page does not download the request and checkout schemas with them (registration.ts and checkout.ts).
 */
/** Tracking fields kept from the entry URL (01 §3 Registration payload). */
export const trackingFieldNames = [
  'utmCampaign',
  'utmContent',
  'utmMedium',
  'utmSource',
  'utmTerm',
  'aaid',
  'abid',
  'acid',
  'visitorId',
  'affiliateId',
  'referral',
  'trafficType',
  'utmGadSource',
  'gclid',
] as const;
export type TrackingFieldName = (typeof trackingFieldNames)[number];

export const registrationLimits = { nameMax: 35, passwordMin: 6, passwordMax: 30, emailMax: 100 } as const;
