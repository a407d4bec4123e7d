import { createAppStorage } from './storage';

export type { StorageKey, StoredValue } from './keys';
export type { AppStorage } from './storage';
export { createAppStorage } from './storage';

/** The browser's storage for the app. */
export const appStorage = createAppStorage(window.localStorage);
