import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  checkoutFailureCodes,
  checkoutMessages,
  type CheckoutRequest,
  type PaymentMethodRequest,
  sandboxCards,
} from '@contracts/checkout';
import type { PaymentOptions } from '@machines/shared/checkoutOrder';
import type { Failure } from '@machines/shared/failure';
import { type Services, ServicesProvider } from '@shared/services';
import { PaymentFlow } from '@flows/payment/PaymentFlow';

import { offlineServices } from '../model/branding.services';
import { paidOrder, parentEmail, sandboxTokens } from '../model/payment.fixtures';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const ok = <T,>(data: T) => ({ status: { success: true, message: '' }, data }) as never;

/** The offline sandbox as the server answers it: 4000 0000 0000 0002 is declined at the charge. */
function sandboxServices() {
  const cards = new Map<string, PaymentMethodRequest>();
  const api = {
    paymentClientTokens: vi.fn(async () => ok(sandboxTokens)),
    createPaymentMethod: vi.fn(async (card: PaymentMethodRequest) => {
      const paymentMethodId = `pm_${cards.size + 1}`;
      cards.set(paymentMethodId, card);
      return ok({ paymentMethodId, brand: 'Visa', last4: card.cardNumber.slice(-4) });
    }),
    checkout: vi.fn(async (request: CheckoutRequest) => {
      if (cards.get(request.nonceFromTheClient ?? '')?.cardNumber === sandboxCards.declined)
        throw {
          kind: 'failure',
          httpStatus: 402,
          code: checkoutFailureCodes.cardDeclined,
          message: checkoutMessages.cardDeclined,
        } satisfies Failure;
      return ok({
        studentPaymentTrxId: 9001,
        studentCourse: { studentCourseId: 7001 },
        paymentStatus: request.isPayLater ? 'PaymentPending' : 'Completed',
      });
    }),
  };
  return { services: offlineServices(api), api };
}

const options: PaymentOptions = { card: true, wallet: true, payLater: true, parentRequest: true, preferred: null };

function renderPanel(services: Services, order = paidOrder) {
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={['/home/cart-summary']}>
          <Routes>
            <Route path="/home/cart-summary" element={<PaymentFlow order={order} options={options} />} />
            <Route path="/home/view-billing-details" element={<p>Thank you page</p>} />
            <Route path="/home/dashboard" element={<p>Dashboard page</p>} />
          </Routes>
        </MemoryRouter>
      </ServicesProvider>
    </I18nProvider>,
  );
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.clear(screen.getByLabelText('Expiration (MM/YY)'));
  await user.type(screen.getByLabelText('Expiration (MM/YY)'), '12/39');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.clear(screen.getByLabelText('Name on card'));
  await user.type(screen.getByLabelText('Name on card'), 'Riley Stone');
  await user.clear(screen.getByLabelText('ZIP'));
  await user.type(screen.getByLabelText('ZIP'), '94105');
}

describe('PaymentFlow with the app services', () => {
  afterEach(cleanup);

  it('a declined card shows the message and keeps the form; the next card pays once and opens the thank-you page', async () => {
    const { services, api } = sandboxServices();
    services.storage.set('cartSelection', { upsellConfigCourseIds: [612], extraPriceTypeIds: [], discount: null });
    const user = userEvent.setup();
    renderPanel(services);

    await user.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    expect(await screen.findByText('Test mode: use card 4242 4242 4242 4242')).toBeInTheDocument();
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toHaveValue('');
    expect(screen.getByLabelText('ZIP')).toHaveValue('94105');

    await fillCard(user, sandboxCards.success);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await user.dblClick(pay);
    expect(await screen.findByText('Thank you page')).toBeInTheDocument();

    expect(api.paymentClientTokens).toHaveBeenCalledTimes(1);
    expect(api.checkout).toHaveBeenCalledTimes(2);
    const [declined, charged] = api.checkout.mock.calls.map(([request]) => request);
    expect(charged.idempotencyKey).not.toBe(declined.idempotencyKey);
    expect(charged).toMatchObject({
      paymentGateway: 'Sandbox',
      nonceFromTheClient: 'pm_2',
      totalAmount: paidOrder.payment.totalAmount,
      configCourse: { configCourseId: 612 },
    });
    expect(api.createPaymentMethod.mock.calls[1][0]).toEqual({
      cardNumber: sandboxCards.success,
      expiry: '12/39',
      cvc: '123',
      nameOnCard: 'Riley Stone',
      zip: '94105',
    });
    expect(services.storage.get('studentCourseId')).toBe(7001);
    expect(services.storage.get('studentPaymentTrxId')).toBe(9001);
    expect(services.storage.get('cartSelection')).toBeUndefined();
  });

  it("a parent payment request shows 'Payment Requested'; Done opens the dashboard", async () => {
    const { services, api } = sandboxServices();
    const user = userEvent.setup();
    renderPanel(services);

    await user.click(screen.getByRole('radio', { name: 'Ask a parent to pay' }));
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByText('Parent or guardian e-mail is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Parent or guardian e-mail'), parentEmail);
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment Requested' });
    expect(dialog).toHaveTextContent(parentEmail);
    expect(api.checkout.mock.calls[0][0]).toMatchObject({
      paymentGateway: 'paylater',
      isPayLater: true,
      isParentPaymentRequest: true,
      requestEmail: parentEmail,
    });
    expect(services.storage.get('isParentPaymentRequest')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByText('Dashboard page')).toBeInTheDocument());
  });

  it('card form fields say what is wrong, tied to their inputs', async () => {
    const { services, api } = sandboxServices();
    const user = userEvent.setup();
    renderPanel(services);
    await user.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Card number is required',
    );
    expect(screen.getByText('ZIP is required')).toBeInTheDocument();
    expect(api.createPaymentMethod).not.toHaveBeenCalled();
  });
});
