import type { FastifyInstance, FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import { nulCharacterMessage } from '../../contracts/primitives';
import { ApiError } from './envelope';

/**
 * Belt and braces beside the contracts' `text()`: U+0000 anywhere in a request — a header, a path or query
 * parameter, a body string or key (JSON `"\u0000"`, form `%00`) — answers 400 before any handler runs. PostgreSQL
 * text cannot hold it, and no field of this API has a use for it.
 */
export function containsNul(value: unknown): boolean {
  // Iterative: a deeply nested JSON body must not exhaust the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The first part of the request holding U+0000, or undefined. */
export function nulPartOf(
  req: Pick<FastifyRequest, 'headers' | 'params' | 'query' | 'body'>,
): 'headers' | 'params' | 'query' | 'body' | undefined {
  return (['headers', 'params', 'query', 'body'] as const).find((part) => containsNul(req[part]));
}

export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const part = nulPartOf(req);
    if (part) throw new ApiError(400, `Invalid ${part}: ${nulCharacterMessage}`, failureCodes.validation);
  });
}
