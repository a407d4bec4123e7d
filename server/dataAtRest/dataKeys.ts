import { createHash } from 'node:crypto';

/**
 * The keys that encrypt sensitive values at rest (SSNs, TOTP secrets): AES-256, each with an id that is stored beside
 * every value it sealed, so a key can be replaced without losing what the old one sealed. New values are sealed with
 * the current key; every listed key still opens what it sealed (docs/deploy.md, "Keys of data at rest").
 */
export interface DataKeys {
  /** The id new values are sealed with. */
  readonly currentId: string;
  /** Every key that may open a stored value, by id (the current one included). */
  readonly keys: ReadonlyMap<string, Buffer>;
}

/** AES-256: 32 bytes. */
export const dataKeyBytes = 32;

/** Short and plain: it is stored beside every value and typed by operators. */
const keyIdPattern = /^[A-Za-z0-9_.-]{1,32}$/;

/**
 * The demonstration's key: derived from a public phrase, so it protects nothing. Outside production it seals when no
 * DATA_KEYS is given and always opens (a demo database sealed with it still starts after DATA_KEYS is set); production
 * never has it.
 */
export const developmentDataKeyId = 'development';
const developmentDataKey = createHash('sha256')
  .update('traffic-school development data key: public, for the demonstration only')
  .digest();

export const developmentDataKeys: DataKeys = {
  currentId: developmentDataKeyId,
  keys: new Map([[developmentDataKeyId, developmentDataKey]]),
};

/**
 * Production without DATA_KEYS: nothing seals or opens (UnknownDataKeyError). A production start is refused before it
 * gets here (server/productionSettings.ts); this keeps reading the settings possible without ever falling back.
 */
export const unconfiguredDataKeys: DataKeys = { currentId: '', keys: new Map() };

/** A setting that cannot be used: the message names it and says what is wrong, never the key. */
export class DataKeySettingError extends Error {}

function parseKey(entry: string): [string, Buffer] {
  const at = entry.indexOf(':');
  const id = entry.slice(0, at).trim();
  const material = entry.slice(at + 1).trim();
  if (at < 0 || !keyIdPattern.test(id))
    throw new DataKeySettingError(
      'DATA_KEYS: each entry is <id>:<key>, the id 1 to 32 letters, digits, dot, dash or underscore',
    );
  const key = Buffer.from(material, 'base64');
  if (key.length !== dataKeyBytes || !/^[A-Za-z0-9+/_-]+=*$/.test(material))
    throw new DataKeySettingError(
      `DATA_KEYS: key "${id}" is not ${dataKeyBytes} bytes in base64 (openssl rand -base64 32)`,
    );
  if (id === developmentDataKeyId || key.equals(developmentDataKey))
    throw new DataKeySettingError(`DATA_KEYS: "${id}" is the public development key`);
  return [id, key];
}

/**
 * DATA_KEYS (`id:base64,id:base64`, every key that may open a stored value) and DATA_KEY_ID (the one new values are
 * sealed with; the first listed when unset). Without DATA_KEYS: the development key outside production, no key at
 * all in production.
 */
export function dataKeysFromEnv(env: Record<string, string | undefined>): DataKeys {
  const production = env.NODE_ENV === 'production';
  const listed = (env.DATA_KEYS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) {
    if (production) return unconfiguredDataKeys;
    if (env.DATA_KEY_ID) throw new DataKeySettingError('DATA_KEY_ID: names a key of DATA_KEYS, which is not set');
    return developmentDataKeys;
  }
  const keys = new Map<string, Buffer>();
  for (const entry of listed) {
    const [id, key] = parseKey(entry);
    if (keys.has(id)) throw new DataKeySettingError(`DATA_KEYS: "${id}" is listed twice`);
    keys.set(id, key);
  }
  const currentId = env.DATA_KEY_ID?.trim() || keys.keys().next().value!;
  if (!keys.has(currentId)) throw new DataKeySettingError(`DATA_KEY_ID: "${currentId}" is not a key of DATA_KEYS`);
  if (!production) keys.set(developmentDataKeyId, developmentDataKey);
  return { currentId, keys };
}
