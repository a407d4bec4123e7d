import type { FastifyInstance } from 'fastify';

/**
 * Behind a load balancer every request comes from the balancer's address, so per-address limits (sign-in, codes)
 * would count every student as one, unless TRUST_PROXY names the balancer. Forwarded headers arriving while nothing is
 * trusted mean exactly that set-up: the first such request is logged as a warning, once per process.
 */
export function warnOnUntrustedForwarding(app: FastifyInstance, trustProxy: boolean | string) {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (req) => {
    if (warned || req.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    req.log.warn(
      'X-Forwarded-For arrived but TRUST_PROXY is not set: every client looks like the proxy, so per-address limits ' +
        "count everybody together. Set TRUST_PROXY to the load balancer's addresses (docs/deploy.md).",
    );
  });
}
