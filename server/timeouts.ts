import type { FastifyServerOptions } from 'fastify';

import { paymentClaimLeaseMs } from './payments/claimLease';

/** Every time limit of the server in one place (milliseconds); each has an environment override (server/README.md). */
export interface Timeouts {
  /** The request line and headers must arrive within this (Node `headersTimeout`; slow-header clients). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (Fastify `requestTimeout`; slow-body clients). */
  requestMs: number;
  /** A connection with no traffic at all is closed after this (Fastify `connectionTimeout`, socket idle time). */
  idleMs: number;
  /** An idle keep-alive connection between requests is kept this long (Fastify `keepAliveTimeout`). */
  keepAliveMs: number;
  /** Waiting for a PostgreSQL connection (pool `connectionTimeoutMillis`). */
  dbConnectMs: number;
  /** One SQL statement (PostgreSQL `statement_timeout`). */
  dbStatementMs: number;
  /** The database check of GET /health. */
  healthMs: number;
  /** Graceful shutdown: in-flight requests, mail and database closing together, then the process exits anyway. */
  shutdownMs: number;
  /**
   * One call to a payment gateway (Stripe), its answer's body included; then the checkout fails with the gateway
   * failure. Below the payment claim's lease (`paymentClaimLeaseMs`), so a claim is never taken over while the gateway
   * may still answer.
   */
  paymentGatewayMs: number;
  /** Fetching a sign-in provider's signing keys (JWKS of Google, Microsoft); then the sign-in fails. */
  jwksMs: number;
}

export const defaultTimeouts: Timeouts = {
  headersMs: 20_000,
  requestMs: 30_000,
  idleMs: 60_000,
  // Longer than the usual 60 s idle timeout of load balancers, so the balancer closes first.
  keepAliveMs: 72_000,
  dbConnectMs: 5_000,
  dbStatementMs: 15_000,
  healthMs: 2_000,
  shutdownMs: 10_000,
  paymentGatewayMs: 30_000,
  jwksMs: 5_000,
};

export const timeoutEnvNames: Record<keyof Timeouts, string> = {
  headersMs: 'HTTP_HEADERS_TIMEOUT_MS',
  requestMs: 'HTTP_REQUEST_TIMEOUT_MS',
  idleMs: 'HTTP_IDLE_TIMEOUT_MS',
  keepAliveMs: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
  dbConnectMs: 'DB_CONNECT_TIMEOUT_MS',
  dbStatementMs: 'DB_STATEMENT_TIMEOUT_MS',
  healthMs: 'HEALTH_TIMEOUT_MS',
  shutdownMs: 'SHUTDOWN_TIMEOUT_MS',
  paymentGatewayMs: 'PAYMENT_GATEWAY_TIMEOUT_MS',
  jwksMs: 'JWKS_TIMEOUT_MS',
};

/** The defaults with the environment's overrides; a value that is not a positive whole number stops the start. */
export function timeoutsFromEnv(env: Record<string, string | undefined>): Timeouts {
  const t = { ...defaultTimeouts };
  for (const key of Object.keys(timeoutEnvNames) as (keyof Timeouts)[]) {
    const raw = env[timeoutEnvNames[key]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0)
      throw new Error(`${timeoutEnvNames[key]} must be a positive number of milliseconds, got '${raw}'`);
    t[key] = n;
  }
  if (t.headersMs > t.requestMs) {
    throw new Error(
      `${timeoutEnvNames.headersMs} (${t.headersMs}) must not exceed ${timeoutEnvNames.requestMs} (${t.requestMs})`,
    );
  }
  if (t.paymentGatewayMs >= paymentClaimLeaseMs) {
    throw new Error(
      `${timeoutEnvNames.paymentGatewayMs} (${t.paymentGatewayMs}) must stay below the payment claim's lease (${paymentClaimLeaseMs} ms)`,
    );
  }
  return t;
}

/** Fastify's options for these limits; Node's own header timeout goes through `http`. */
export function fastifyTimeoutOptions(t: Timeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const headersTimeout = Math.min(t.headersMs, t.requestMs);
  return {
    connectionTimeout: t.idleMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout,
      requestTimeout: t.requestMs,
      // Node checks both limits on this interval (default 30 s, which would let a 30 s limit run to 60 s).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(headersTimeout / 4))),
    },
  };
}
