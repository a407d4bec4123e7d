import type { ServerConfig } from '../config';
import type { OutboundLog } from '../http/outbound';
import { bypassGateway, createGatewayRegistry } from './gateways';
import { payLaterGatewayAdapter } from './paylater';
import { sandboxCardGateway, sandboxWalletGateway } from './sandbox';
import { stripeGateway } from './stripe';

/** The default gateways: bypass, pay later, the wallet sandbox and the card gateway (Stripe when configured, else the sandbox). */
export function createDefaultGateways(config: Pick<ServerConfig, 'stripeSecretKey' | 'timeouts'>, log?: OutboundLog) {
  const card = config.stripeSecretKey
    ? stripeGateway(config.stripeSecretKey, fetch, { timeoutMs: config.timeouts.paymentGatewayMs, log })
    : sandboxCardGateway;
  return createGatewayRegistry([bypassGateway, payLaterGatewayAdapter, sandboxWalletGateway, card]);
}
