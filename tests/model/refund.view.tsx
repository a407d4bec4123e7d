import { expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';

import type { refundMachine } from '@machines/refund';
import { RefundContext } from '@flows/home/refund/RefundContext';
import { RefundView } from '@flows/home/refund/RefundView';

import { clickButton, expectRetryPanel, type FlowViewDriver, genericError, renderInFlow, retype } from './harness/view';

/** Review refund's fresh key is the one the model planned (the intent hook asks crypto.randomUUID for it). */
function nextKey(event: AnyEventObject) {
  vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(
    String(event.idempotencyKey) as ReturnType<typeof crypto.randomUUID>,
  );
}

export const refundView: FlowViewDriver<typeof refundMachine> = {
  render: renderInFlow('/home/refund', RefundContext, <RefundView />),
  perform: {
    'refund.review': async (event, tools) => {
      await retype(tools, 'Why would you like a refund?', String(event.reason));
      nextKey(event);
      await tools.user.click(tools.screen.getByRole('button', { name: 'Review refund' }));
    },
    'refund.confirm': clickButton('Refund $44.90'),
    'refund.back': clickButton('Back'),
    'summary.open': clickButton('See your refunds'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your purchases…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const choosing = s.matches('choosing');
    expect(screen.queryByRole('button', { name: 'Review refund' }) !== null).toBe(
      choosing && s.context.purchases.length > 0,
    );
    if (choosing && s.context.purchases.length > 0) {
      expect(screen.getByRole('checkbox', { name: /California 8-Hour Traffic School/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Insurance Discount Course/ })).toBeChecked();
      expect(screen.queryByRole('checkbox', { name: /Certificate by mail/ })).toBeNull();
      expect(screen.getByText(/^Not used yet: a full refund within 30 days of your purchase/)).toBeVisible();
    }
    if (choosing && s.context.purchases.length === 0)
      expect(screen.getByText('You have no paid purchases to refund.')).toBeVisible();
    const confirming = s.matches('confirming') || s.matches('submitting');
    expect(screen.queryByRole('heading', { name: 'Confirm your refund' }) !== null).toBe(confirming);
    if (confirming) {
      const confirm = screen.getByRole('button', { name: 'Refund $44.90' });
      if (s.matches('submitting')) expect(confirm).toBeDisabled();
      else expect(confirm).toBeEnabled();
    }
    const failure = s.matches('confirming') ? s.context.failure : undefined;
    if (failure)
      expect(screen.getByRole('alert')).toHaveTextContent(failure.kind === 'failure' ? failure.message : genericError);
    if (s.matches('done')) {
      expect(
        screen.getByText(
          s.context.refund?.status === 'refunded'
            ? 'Your refund of $44.90 was made. We sent you a receipt by e-mail.'
            : 'Your refund request of $44.90 was recorded.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'See your refunds' })).toBeEnabled();
    }
  },
};
