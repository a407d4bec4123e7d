import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import type { DataKeys } from './dataKeys';

/**
 * AES-256-GCM of one value. The stored text is base64(iv ‖ tag ‖ ciphertext) and the key's id is stored beside it.
 * `context` names the value's place (table, row, field) and is authenticated with it, so a sealed value copied onto
 * another row or field does not open there.
 */
export interface Sealed {
  keyId: string;
  sealed: string;
}

const ivBytes = 12;
const tagBytes = 16;

/** The key id is not among the keys configured (DATA_KEYS lost a key still in use). */
export class UnknownDataKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`no data key "${keyId}" is configured (DATA_KEYS); values sealed with it cannot be opened`);
  }
}

function keyOf(keys: DataKeys, keyId: string): Buffer {
  const key = keys.keys.get(keyId);
  if (!key) throw new UnknownDataKeyError(keyId);
  return key;
}

/** Seals `plain` with the current key. */
export function seal(keys: DataKeys, plain: string, context: string): Sealed {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keys, keys.currentId), iv).setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { keyId: keys.currentId, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/** Opens a sealed value; throws when its key is unknown or the value (or its context) was altered. */
export function unseal(keys: DataKeys, value: Sealed, context: string): string {
  const bytes = Buffer.from(value.sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keys, value.keyId), bytes.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(context)).setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
}

/**
 * A stored column and its key id: a value without a key id was stored before encryption (the start-up step seals
 * those, server/dataAtRest/sealStoredValues.ts) and is read as it is.
 */
export function openStored(keys: DataKeys, value: string, keyId: string | null, context: string): string {
  return keyId === null ? value : unseal(keys, { keyId, sealed: value }, context);
}
