/*
 * A mail's secrets are the parts of its body that open something: a verification code, a reset link, a parent link.
 * They are needed until the mail is delivered; after that the stored copy (kept for support, 30 days) must not be a
 * second way in, so the outbox keeps the body with each secret replaced by this note (server/mail/outbox.ts).
 */
export const removedSecret = '[removed once delivered]';

/** The body with every secret replaced; null when the mail has none (it is kept as sent). */
export function bodyOnceDelivered(body: string, secrets: readonly string[] = []): string | null {
  const present = secrets.filter((secret) => secret !== '' && body.includes(secret));
  if (present.length === 0) return null;
  // Longest first: a secret that contains another (a link and its token) is replaced whole.
  return [...present]
    .sort((a, b) => b.length - a.length)
    .reduce((text, secret) => text.replaceAll(secret, removedSecret), body);
}
