import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { ordersMachine } from '@machines/orders';
import { OrdersContext } from '@flows/orders/OrdersContext';
import { OrdersView } from '@flows/orders/OrdersView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';
import { receiptFacts } from './orders.fixtures';

export const ordersView: FlowViewDriver<typeof ordersMachine> = {
  render: renderInFlow('/home/myorders', OrdersContext, <OrdersView heading="orders" />),
  perform: {
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    else expect(screen.queryByText('Loading your orders…')).toBeNull();
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (s.matches('empty')) expect(screen.getByText('You have no orders yet.')).toBeInTheDocument();
    else expect(screen.queryByText('You have no orders yet.')).toBeNull();
    if (s.matches('loaded')) {
      expect(screen.getAllByRole('article')).toHaveLength(s.context.orders.length);
      for (const order of s.context.orders) {
        const card = screen.getByRole('article', { name: order.configCourse.course.name });
        const facts = receiptFacts[order.targetId];
        expect(card).toHaveTextContent(`Ordered on ${facts.date}`);
        expect(card).toHaveTextContent(facts.total);
        expect(card).toHaveTextContent(facts.status);
        expect(within(card).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
          'href',
          `/home/view-billing-details?studentPaymentTrxId=${order.targetId}`,
        );
        const payNow = within(card).queryByRole('link', { name: 'Pay now' });
        if (order.paymentStatus === 'PaymentPending') expect(payNow).toHaveAttribute('href', '/home/cart-summary');
        else expect(payNow).toBeNull();
      }
    } else {
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    }
  },
};
