import { i18n } from '@lingui/core';
import { expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';

import type { paymentMachine } from '@machines/payment';
import { failureMessage } from '@shared/i18n/failureMessages';
import { formatCardNumber } from '@flows/payment/cardRules';
import { PaymentContext } from '@flows/payment/PaymentContext';
import { currentMethod, offeredMethods, paying } from '@flows/payment/paymentSelectors';
import { PaymentView } from '@flows/payment/PaymentView';

import { clickButton, type FlowViewDriver, renderInFlow, type Screen, type ViewTools } from './harness/view';
import { testCard } from './payment.fixtures';

type Snapshot = SnapshotFrom<typeof paymentMachine>;

const methodLabels = {
  card: 'Credit or debit card',
  wallet: 'PayPal',
  payLater: 'Pay later',
  parentRequest: 'Ask a parent to pay',
} as const;
const loaderText = 'Please wait while we redirect you to the learning platform to complete your payment.';
const cardLabels = ['Card number', 'Expiration (MM/YY)', 'CVC', 'Name on card', 'ZIP'];

/** The submit's fresh key is the one the model planned (the intent hook asks crypto.randomUUID for it). */
function nextAttemptKey(event: AnyEventObject) {
  vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(
    String(event.idempotencyKey) as ReturnType<typeof crypto.randomUUID>,
  );
}

async function typeInto(label: string, value: string, { user, screen }: ViewTools) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

const button = (screen: Screen, name: string) => screen.getByRole('button', { name });
const alertTexts = (screen: Screen) => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

function expectMethods(s: Snapshot, screen: Screen) {
  const method = currentMethod(s);
  for (const offered of offeredMethods(s.context.options)) {
    const radio = screen.getByRole('radio', { name: methodLabels[offered] });
    if (offered === method) expect(radio).toBeChecked();
    else expect(radio).not.toBeChecked();
    if (paying(s)) expect(radio).toBeDisabled();
    else expect(radio).toBeEnabled();
  }
  if (method === null) expect(screen.getByText('Choose how you want to pay.')).toBeInTheDocument();
}

function expectRetry(s: Snapshot, screen: Screen) {
  expect(alertTexts(screen)).toContain(failureMessage(i18n, s.context.failure));
  expect(button(screen, 'Try again')).toBeEnabled();
}

function expectCard(s: Snapshot, screen: Screen) {
  if (s.matches({ methods: { card: 'loadingTokens' } }))
    return void expect(screen.getByText('Loading payment options')).toBeInTheDocument();
  if (s.hasTag('retryable')) return expectRetry(s, screen);
  for (const label of cardLabels) expect(screen.getByLabelText(label)).toBeInTheDocument();
  const hint = screen.queryByText('Test mode: use card 4242 4242 4242 4242');
  if (s.context.clientTokens?.card.sandbox) expect(hint).toBeInTheDocument();
  else expect(hint).toBeNull();
  const pay = button(screen, 'Pay now');
  if (s.matches('cardPaying')) expect(pay).toBeDisabled();
  else expect(pay).toBeEnabled();
  if (s.matches({ methods: { card: 'editing' } }) && s.context.failure) {
    // A refused card: the message near the form; the card kept, its CVC to be typed again.
    expect(alertTexts(screen)).toContain(failureMessage(i18n, s.context.failure));
    expect(screen.getByLabelText('Card number')).toHaveValue(formatCardNumber(testCard().cardNumber));
    expect(screen.getByLabelText('CVC')).toHaveValue('');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Riley Stone');
  }
}

function expectWallet(s: Snapshot, screen: Screen) {
  if (s.matches({ methods: { wallet: 'loadingTokens' } }))
    return void expect(screen.getByText('Loading payment options')).toBeInTheDocument();
  if (s.hasTag('retryable')) return expectRetry(s, screen);
  if (s.matches({ methods: { wallet: 'unavailable' } })) {
    expect(
      screen.getByText('PayPal is not available right now. Please choose another payment method.'),
    ).toBeInTheDocument();
    return void expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  }
  if (s.matches('walletPaying')) expect(button(screen, 'Pay with PayPal')).toBeDisabled();
  else expect(button(screen, 'Pay with PayPal')).toBeEnabled();
}

function expectPayLater(s: Snapshot, screen: Screen) {
  if (s.hasTag('retryable')) return expectRetry(s, screen);
  if (s.matches('payingLater')) expect(button(screen, 'Enroll and pay later')).toBeDisabled();
  else expect(button(screen, 'Enroll and pay later')).toBeEnabled();
}

function expectParentRequest(s: Snapshot, screen: Screen) {
  if (s.hasTag('retryable')) return expectRetry(s, screen);
  expect(screen.getByLabelText('Parent or guardian e-mail')).toBeInTheDocument();
  if (s.matches('requestingParent')) expect(button(screen, 'Send payment request')).toBeDisabled();
  if (s.matches('requested')) {
    const dialog = screen.getByRole('dialog', { name: 'Payment Requested' });
    expect(dialog).toHaveTextContent(
      `A parent or guardian has been asked to pay for this course. We sent the payment request to ${s.context.requestEmail}.`,
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  } else expect(screen.queryByRole('dialog')).toBeNull();
}

function expectLoader(s: Snapshot, screen: Screen) {
  const shown = s.matches('cardPaying') || s.matches('walletPaying') || s.matches('completed');
  if (!shown) return void expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('progressbar', { name: 'Payment progress' })).toHaveAttribute(
    'aria-valuenow',
    String(s.context.progress),
  );
  expect(screen.getByText(`${s.context.progress}%`)).toBeInTheDocument();
  expect(screen.getByText(loaderText)).toBeInTheDocument();
}

function expectBypass(s: Snapshot, screen: Screen) {
  expect(screen.queryByRole('radio')).toBeNull();
  if (s.hasTag('retryable')) return expectRetry(s, screen);
  if (s.matches({ bypass: 'ready' })) expect(button(screen, 'Complete enrollment')).toBeEnabled();
  else expect(button(screen, 'Complete enrollment')).toBeDisabled();
}

export const paymentView: FlowViewDriver<typeof paymentMachine> = {
  render: renderInFlow('/home/cart-summary', PaymentContext, <PaymentView />),
  perform: {
    'method.select': async (event, { user, screen }) => {
      await user.click(screen.getByRole('radio', { name: methodLabels[event.method as keyof typeof methodLabels] }));
    },
    'card.submit': async (event, tools) => {
      const card = event.card as Record<string, string>;
      await typeInto('Card number', card.cardNumber, tools);
      await typeInto('Expiration (MM/YY)', card.expiry, tools);
      await typeInto('CVC', card.cvc, tools);
      await typeInto('Name on card', card.nameOnCard, tools);
      await typeInto('ZIP', card.zip, tools);
      expect(tools.screen.getByLabelText('Card number')).toHaveValue(formatCardNumber(card.cardNumber));
      nextAttemptKey(event);
      await tools.user.click(button(tools.screen, 'Pay now'));
    },
    'wallet.submit': async (event, { user, screen }) => {
      nextAttemptKey(event);
      await user.click(button(screen, 'Pay with PayPal'));
    },
    'payLater.submit': async (event, { user, screen }) => {
      nextAttemptKey(event);
      await user.click(button(screen, 'Enroll and pay later'));
    },
    'parentRequest.submit': async (event, tools) => {
      await typeInto('Parent or guardian e-mail', String(event.requestEmail), tools);
      nextAttemptKey(event);
      await tools.user.click(button(tools.screen, 'Send payment request'));
    },
    'bypass.submit': async (event, { user, screen }) => {
      nextAttemptKey(event);
      await user.click(button(screen, 'Complete enrollment'));
    },
    'payment.retry': async (_event, { user, screen }) => {
      await user.click(button(screen, 'Try again'));
    },
    'paymentRequested.done': clickButton('Done'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    for (const name of s.context.order.courseNames) expect(screen.getByText(name)).toBeInTheDocument();
    expectLoader(s, screen);
    if (s.matches('alreadyPaid')) {
      expect(alertTexts(screen)).toContain(failureMessage(i18n, s.context.failure));
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/home/dashboard');
      return;
    }
    if (s.matches('pending') || s.matches('finished'))
      return void expect(screen.getByText('Opening your dashboard')).toBeInTheDocument();
    if (s.matches('bypass') || s.context.order.payment.totalAmount === 0) return expectBypass(s, screen);
    if (s.matches('completed')) return;
    expectMethods(s, screen);
    const method = currentMethod(s);
    if (method === 'card') expectCard(s, screen);
    if (method === 'wallet') expectWallet(s, screen);
    if (method === 'payLater') expectPayLater(s, screen);
    if (method === 'parentRequest') expectParentRequest(s, screen);
  },
};
