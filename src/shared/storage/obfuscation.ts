/**
 * Stored values are obfuscated as the spec asks, so that casual inspection of the browser
 * storage does not show tokens in clear. This is not encryption and not a security boundary.
 */
const mask = 'improv-traffic-school';
const prefix = 'o1:';

function xor(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++)
    out += String.fromCharCode(text.charCodeAt(i) ^ mask.charCodeAt(i % mask.length));
  return out;
}

export function obfuscate(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return prefix + btoa(xor(binary));
}

export function reveal(stored: string): string | undefined {
  if (!stored.startsWith(prefix)) return undefined;
  try {
    const binary = xor(atob(stored.slice(prefix.length)));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** Storage key names are obfuscated the same way, so the key list reveals little. */
export const storedKeyName = (key: string) => `ts.${btoa(xor(key)).replace(/=+$/, '')}`;
