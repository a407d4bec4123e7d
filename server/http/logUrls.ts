import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are secrets: tokens (`token`, `authToken`, reset and parent links), codes, keys,
 * passwords, secrets, and `studentSource` (the entry page reads a parent token from it too).
 */
const secretParam = /token|code|key|password|secret|studentsource/i;
export const redactedValue = '[redacted]';

/** The URL with the value of every secret-named query parameter replaced (the rest kept as sent). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        /* a malformed escape: judge the raw name */
      }
      return eq >= 0 && secretParam.test(name) ? `${rawName}=${redactedValue}` : pair;
    })
    .join('&');
  return `${url.slice(0, at + 1)}${query}`;
}

/** Fastify's request log fields, with the URL redacted (headers, and so Referer, are not logged). */
export function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the request serializer that redacts tokens in logged URLs. */
export function withRedactedUrls(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestLogFields as never } };
}
