import type { CheckoutRequest } from '@contracts/index';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/**
 * Answer schemas load with the first call that needs them (dynamic imports), so /login's JavaScript does not carry them
 * (docs/decisions.md, Delivery). Import contract modules directly, never the barrel: a static import would pull them
 * back into the first chunk.
 */
const checkoutSchemas = () => import('@contracts/checkout');

/**
 * 01 §7 Checkout on its own: the payment panel, the registration's bypass checkouts and the express registration
 * call it, and none of them needs the others' calls.
 */
export const courseCheckoutEndpoints = (client: ApiClient) => {
  // Every checkout carries an idempotency key (the server requires one); the payment page makes one per attempt,
  // the registration's bypass checkouts get theirs here.
  const post = (body: CheckoutRequest, signal: AbortSignal, authorization?: string) =>
    client.call(apiPaths.checkout, () => checkoutSchemas().then((m) => m.checkoutResponseSchema), {
      method: 'POST',
      body: { ...body, idempotencyKey: body.idempotencyKey ?? crypto.randomUUID() },
      signal,
      authorization,
    });
  return {
    checkout: (body: CheckoutRequest, signal: AbortSignal) => post(body, signal),
    /** A just-registered student's checkout, sent with that student's token rather than the stored session's. */
    checkoutAs: (body: CheckoutRequest, token: string, signal: AbortSignal) => post(body, signal, `Bearer ${token}`),
  };
};

export type CourseCheckoutEndpoints = ReturnType<typeof courseCheckoutEndpoints>;
