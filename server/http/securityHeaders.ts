import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

/** `'sha256-…'` of an inline script or style, as a CSP source. */
export const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** The hashes of a page's inline `<script>` (without src) and `<style>` elements. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const of = (re: RegExp) => [...html.matchAll(re)].map((m) => cspHash(m[1]));
  return {
    scripts: of(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: of(/<style\b[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/**
 * The policy of HTML pages: only this origin's files (the built app loads no third-party script, style, font or
 * image: docs/decisions.md "Browser security headers"), inline code only by hash, no plugins, no framing.
 */
export function htmlCsp(hashes: { scripts?: string[]; styles?: string[] } = {}): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(hashes.scripts ?? [])].join(' '),
    ['style-src', "'self'", ...(hashes.styles ?? [])].join(' '),
    // data: for the small images the build inlines (the default logo).
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything that is not HTML (JSON, files): nothing may run or be framed. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

export const securityHeaders = {
  'x-frame-options': 'DENY',
  // Parent and reset links carry their token in the page address: no address is ever sent on.
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // The camera is for the later webcam identity check on this origin.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
} as const;

export const hsts = 'max-age=31536000; includeSubDomains';

/**
 * Adds the browser security headers to every answer. A CSP the route set is kept (the built app's index.html with the
 * hashes of its inline code, the dev pages with their style's hash); other HTML gets the default page policy.
 * HSTS only over HTTPS: the request's protocol (X-Forwarded-Proto behind a proxy) or an https PUBLIC_URL.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }) {
  const httpsSite = options.publicUrl.startsWith('https://');
  app.addHook('onSend', async (req, reply, payload) => {
    // A 304 has no content type, and its headers replace the cached page's: it must not carry the non-HTML policy.
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('content-security-policy', html ? htmlCsp() : apiCsp);
    }
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    if (httpsSite || req.protocol === 'https') reply.header('strict-transport-security', hsts);
    return payload;
  });
}
