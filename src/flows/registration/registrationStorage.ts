import type { RegistrationEntry } from '@machines/registration';
import type { AppStorage } from '@shared/storage';

import type { StoredEntry } from './registrationEntry';

/** The entry values already kept in the browser. */
export function readStoredEntry(storage: AppStorage): StoredEntry {
  return {
    configCourseId: storage.get('configCourseId'),
    organisationId: storage.get('organisationId'),
    stateId: storage.get('stateId'),
    vehicleTag: storage.get('vehicleTag'),
  };
}

/** 01 §2: registration keeps the link's values (tracking parameters only when the link has some). */
export function storeEntry(storage: AppStorage, entry: RegistrationEntry): void {
  storage.set('configCourseId', entry.configCourseId);
  if (entry.organisationId !== undefined) storage.set('organisationId', entry.organisationId);
  if (entry.stateId !== undefined) storage.set('stateId', entry.stateId);
  if (entry.vehicleTag !== undefined) storage.set('vehicleTag', entry.vehicleTag);
  const tracking = Object.fromEntries(
    Object.entries(entry.tracking).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  if (Object.keys(tracking).length > 0) storage.set('trackingParams', tracking);
}
