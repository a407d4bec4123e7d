import type { ServerConfig } from '../config';
import type { OutboundLog } from '../http/outbound';
import { bypassGateway, createGatewayRegistry } from './gateways';
import { payLaterGatewayAdapter } from './paylater';
import { sandboxCardGateway, sandboxWalletGateway } from './sandbox';
import { stripeGateway } from './stripe';

/**
 * The default gateways: bypass, pay later and the card gateway (Stripe when configured, else the sandbox), with the
 * wallet sandbox beside them. In production only gateways that take real money (and the free and pay-later ones):
 * never a sandbox, so no checkout completes without paying.
 */
export function createDefaultGateways(
  config: Pick<ServerConfig, 'stripeSecretKey' | 'timeouts' | 'production'>,
  log?: OutboundLog,
) {
  const stripe = config.stripeSecretKey
    ? stripeGateway(config.stripeSecretKey, fetch, { timeoutMs: config.timeouts.paymentGatewayMs, log })
    : undefined;
  if (config.production)
    return createGatewayRegistry([bypassGateway, payLaterGatewayAdapter, ...(stripe ? [stripe] : [])]);
  return createGatewayRegistry([
    bypassGateway,
    payLaterGatewayAdapter,
    sandboxWalletGateway,
    stripe ?? sandboxCardGateway,
  ]);
}
