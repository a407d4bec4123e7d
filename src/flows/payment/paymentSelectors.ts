import type { SnapshotFrom } from 'xstate';

import type { paymentMachine, PaymentMethodChoice, PaymentOptions } from '@machines/payment';

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** The method whose panel is open (also while it is being paid). */
export function currentMethod(s: Snapshot): PaymentMethodChoice | null {
  if (s.matches({ methods: 'card' }) || s.matches('cardPaying')) return 'card';
  if (s.matches({ methods: 'wallet' }) || s.matches('walletPaying')) return 'wallet';
  if (s.matches({ methods: 'payLater' }) || s.matches('payingLater') || s.matches('pending')) return 'payLater';
  if (
    s.matches({ methods: 'parentRequest' }) ||
    s.matches('requestingParent') ||
    s.matches('requested') ||
    s.matches('finished')
  )
    return 'parentRequest';
  return null;
}

/** A payment is being sent: the methods cannot be switched. */
export const paying = (s: Snapshot) =>
  s.matches('cardPaying') || s.matches('walletPaying') || s.matches('payingLater') || s.matches('requestingParent');

/** The payment-redirect loader shows while a card or wallet payment runs, and at 100 % once it went through. */
export const loaderShown = (s: Snapshot) =>
  s.matches('cardPaying') || s.matches('walletPaying') || s.matches('completed');

const methodOrder: PaymentMethodChoice[] = ['card', 'wallet', 'payLater', 'parentRequest'];
export const offeredMethods = (options: PaymentOptions): PaymentMethodChoice[] =>
  methodOrder.filter((method) => options[method]);
