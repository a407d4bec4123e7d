import type { FastifyReply } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import { ApiError } from './envelope';

/** What the 503 envelope says (the app words it itself by the code). */
export const serviceUnavailableMessage = 'The service is temporarily unavailable. Please try again in a moment.';

/** 503 with Retry-After: the service cannot take the request for a moment, and the client sends it again later. */
export const answerServiceUnavailable = (reply: FastifyReply, retryAfterSeconds: number) =>
  reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .send(new ApiError(503, serviceUnavailableMessage, failureCodes.serviceUnavailable).toBody());
