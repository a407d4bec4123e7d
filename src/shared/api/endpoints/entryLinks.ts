import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/**
 * Answer schemas load with the first call that needs them (dynamic imports), so /login's JavaScript does not carry them
 * (docs/decisions.md, Delivery). Import contract modules directly, never the barrel: a static import would pull them
 * back into the first chunk.
 */
const entryLinkSchemas = () => import('@contracts/entryLinks');
const stateSchemas = () => import('@contracts/states');

/** The entry links: the wallet return, the link's states and the parent link (01 §7). Every one takes the caller's AbortSignal. */
export const entryLinksEndpoints = (client: ApiClient) => ({
  /** 01 §7 Wallet token: form-encoded grant_type=client_credentials and code, Basic authorization. */
  walletToken: (code: string, client_: { clientId: string; clientSecret: string }, signal: AbortSignal) =>
    client.callPlain(apiPaths.walletToken, () => entryLinkSchemas().then((m) => m.walletTokenResponseSchema), {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', code }),
      authorization: `Basic ${btoa(`${client_.clientId}:${client_.clientSecret}`)}`,
      signal,
    }),
  /** 01 §7 Wallet profile: GET with the wallet's Bearer token. */
  walletProfile: (accessToken: string, signal: AbortSignal) =>
    client.callPlain(apiPaths.walletProfile, () => entryLinkSchemas().then((m) => m.walletProfileResponseSchema), {
      authorization: `Bearer ${accessToken}`,
      signal,
    }),
  /** The link's token goes in the Authorization header as the link carried it (a session or a parent token). */
  statesWithCategory: (token: string, signal: AbortSignal) =>
    client.callData(apiPaths.statesWithCategory, () => stateSchemas().then((m) => m.statesWithCategoryResponseSchema), {
      authorization: token,
      signal,
    }),
  /** Verifies a parent-flow token (signature and expiry) and answers its claims. */
  // A refused link is an answer to show on the page, not the end of a session.
  parentToken: (token: string, signal: AbortSignal) =>
    client.callData(apiPaths.parentToken, () => entryLinkSchemas().then((m) => m.parentTokenResponseSchema), {
      authorization: token,
      signal,
      unauthorizedIsAnswer: true,
    }),
});

export type EntryLinksEndpoints = ReturnType<typeof entryLinksEndpoints>;
