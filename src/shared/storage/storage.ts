import { keysSurvivingLogout, type StorageKey, storageSchemas, type StoredValue } from './keys';
import { obfuscate, reveal, storedKeyName } from './obfuscation';

export interface AppStorage {
  get<K extends StorageKey>(key: K): StoredValue<K> | undefined;
  set<K extends StorageKey>(key: K, value: StoredValue<K>): void;
  remove(...keys: StorageKey[]): void;
  /** Clears every value except those that survive logout (the language choice). */
  clearSession(): void;
}

/** Typed, validated, obfuscated access to a Web Storage area (localStorage in the app). */
export function createAppStorage(area: Storage): AppStorage {
  return {
    get(key) {
      const raw = area.getItem(storedKeyName(key));
      if (raw === null) return undefined;
      const plain = reveal(raw);
      if (plain === undefined) return undefined;
      try {
        const parsed = storageSchemas[key].safeParse(JSON.parse(plain));
        return parsed.success ? (parsed.data as never) : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const checked = storageSchemas[key].parse(value);
      area.setItem(storedKeyName(key), obfuscate(JSON.stringify(checked)));
    },
    remove(...keys) {
      for (const key of keys) area.removeItem(storedKeyName(key));
    },
    clearSession() {
      const kept = keysSurvivingLogout.map((key) => [key, area.getItem(storedKeyName(key))] as const);
      area.clear();
      for (const [key, raw] of kept) if (raw !== null) area.setItem(storedKeyName(key), raw);
    },
  };
}
