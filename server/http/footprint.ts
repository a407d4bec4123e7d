import type { FastifyRequest } from 'fastify';

/** Longest browser description kept with a footprint. */
const userAgentMaxLength = 300;

/** Where a request came from (02 §7 footprint): the address and the browser; the row's own time says when. */
export interface Footprint {
  ipAddress: string;
  userAgent: string;
}

export const footprintOf = (req: FastifyRequest): Footprint => ({
  ipAddress: req.ip,
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, userAgentMaxLength),
});
