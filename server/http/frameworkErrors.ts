import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';

/**
 * Fastify answers a malformed URL (bad percent-encoding) and an over-long path parameter before any hook or error
 * handler runs, with a body of its own. `frameworkErrors` lets those answers carry the envelope like every other 4xx
 * (bad input never answers outside the envelope); the message is fixed (Fastify's own echoes the path).
 */
const messages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request URL is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter of the request is too long.',
};

export function frameworkErrorAnswer(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status =
    typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply.code(status).send({
    status: {
      success: false,
      message: messages[err.code] ?? 'The request is not valid.',
      code: failureCodes.validation,
    },
  });
}
