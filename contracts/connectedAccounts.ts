import * as z from 'zod/mini';

import { socialProviders } from './auth';
import { envelope } from './envelope';
import { isoInstant } from './instants';
import { text } from './primitives';

export { connectedAccountFailureCodes } from './failureCodes';

/*
 * 02 §2 integration: the sign-in accounts (Google, Microsoft) connected to the student's account. Connecting
 * sends the provider's ID token, which the server's provider adapter verifies; social sign-in then finds the student by
 * the connected account first, by the e-mail after it. A provider the server has no credentials for is listed as not
 * configured.
 */

export const connectedAccountSchema = z.object({
  provider: z.enum(socialProviders),
  /** The server has the provider's credentials (its adapter): connecting and signing in with it can work. */
  configured: z.boolean(),
  connected: z.boolean(),
  /** The provider account's e-mail, when connected. */
  email: z.nullable(z.string()),
  connectedAt: z.nullable(isoInstant()),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** Every provider, in the order of `socialProviders`. */
export const connectedAccountListSchema = z.object({ accounts: z.array(connectedAccountSchema) });
export type ConnectedAccountList = z.infer<typeof connectedAccountListSchema>;
/** GET, POST (connect) and DELETE (disconnect) all answer the list as it is now. */
export const connectedAccountListResponseSchema = envelope(connectedAccountListSchema);

/** POST connect: the provider and its ID token (absent when the browser has no provider sign-in; refused then). */
export const connectAccountRequestSchema = z.object({
  provider: z.enum(socialProviders),
  subjectToken: z.optional(text().check(z.minLength(1), z.maxLength(8000))),
});
export type ConnectAccountRequest = z.infer<typeof connectAccountRequestSchema>;

/** DELETE `${connectedAccounts}/:provider`. */
export const connectedAccountParamsSchema = z.object({ provider: z.enum(socialProviders) });

export const connectedAccountMessages = {
  list: 'Your connected accounts.',
  connected: (provider: string) => `Your ${provider} account is connected.`,
  disconnected: (provider: string) => `Your ${provider} account is disconnected.`,
  tokenMissing: (provider: string) => `subjectToken: ${provider}'s ID token is required to connect an account.`,
  tokenRefused: (provider: string) => `${provider} could not confirm this account. Please try again.`,
  takenByAnother: (provider: string) =>
    `This ${provider} account is already connected to another student account. Sign in to that account to disconnect it.`,
  providerConnected: (provider: string) =>
    `Another ${provider} account is already connected to your account. Disconnect it first.`,
} as const;
