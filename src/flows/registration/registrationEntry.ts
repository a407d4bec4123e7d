import { type TrackingFieldName, trackingFieldNames } from '@contracts/registrationLimits';
import type { RegistrationEntry } from '@machines/registration';

/** 01 §9: the default config course outside the landing page. */
export const defaultConfigCourseId = 611;

export interface StoredEntry {
  configCourseId?: number;
  organisationId?: number;
  stateId?: number;
  vehicleTag?: string;
}

/** `utmCampaign` is also read as `utm_campaign` (the usual spelling in campaign links). */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/** The query string of a hash: `#/register?x=1` or `#x=1`. */
function hashParams(hash: string): URLSearchParams {
  const text = hash.replace(/^#/, '');
  const query = text.includes('?') ? text.slice(text.indexOf('?') + 1) : text.includes('=') ? text : '';
  return new URLSearchParams(query);
}

/**
 * 01 §2 Entry query parameters: configCourseId, organisationId, stateId, vehicleTag and the
 * tracking parameters, from the query string or after a hash (the query wins). The `:id` of
 * /:id/register is the configCourseId when no query names one. Missing values come from
 * storage; the course defaults to 611.
 */
export function readRegistrationEntry(
  location: { search: string; hash: string },
  pathId: string | undefined,
  stored: StoredEntry,
): RegistrationEntry {
  const query = new URLSearchParams(location.search);
  const hash = hashParams(location.hash);
  const param = (name: string): string | undefined => {
    for (const params of [query, hash]) {
      const value = params.get(name) ?? params.get(snakeCase(name));
      if (value !== null && value.trim() !== '') return value.trim();
    }
    return undefined;
  };
  const tracking: Partial<Record<TrackingFieldName, string>> = {};
  for (const name of trackingFieldNames) {
    const value = param(name);
    if (value !== undefined) tracking[name] = value.slice(0, 300);
  }
  const entry: RegistrationEntry = {
    configCourseId:
      positiveInt(param('configCourseId')) ?? positiveInt(pathId) ?? stored.configCourseId ?? defaultConfigCourseId,
    tracking,
  };
  const organisationId = positiveInt(param('organisationId')) ?? stored.organisationId;
  const stateId = positiveInt(param('stateId')) ?? stored.stateId;
  const vehicleTag = param('vehicleTag')?.slice(0, 20) ?? stored.vehicleTag;
  if (organisationId !== undefined) entry.organisationId = organisationId;
  if (stateId !== undefined) entry.stateId = stateId;
  if (vehicleTag !== undefined) entry.vehicleTag = vehicleTag;
  return entry;
}
