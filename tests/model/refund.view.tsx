import { expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';

import type { refundMachine } from '@machines/refund';
import { RefundContext } from '@flows/home/refund/RefundContext';
import { RefundView } from '@flows/home/refund/RefundView';

import { clickButton, expectRetryPanel, type FlowViewDriver, genericError, renderInFlow, retype } from './harness/view';
import { refundPurchase } from './refund.model';

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
      // Tick exactly the event's items (refundable ones start ticked; a reviewable one is ticked by hand).
      const wanted: unknown[] = Array.isArray(event.lineIds) ? event.lineIds : [];
      for (const item of refundPurchase.items.filter((i) => i.refundable || i.reviewable)) {
        const box = tools.screen.getByRole('checkbox', { name: new RegExp(item.name) });
        const checked = box instanceof HTMLInputElement && box.checked;
        if (checked !== wanted.includes(item.lineId)) await tools.user.click(box);
      }
      await retype(tools, 'Why would you like a refund?', String(event.reason));
      nextKey(event);
      const button = event.mode === 'review' ? 'Ask support for a refund' : 'Review refund';
      await tools.user.click(tools.screen.getByRole('button', { name: button }));
    },
    'refund.confirm': clickButton(/^(Refund \$44\.90|Send request)$/),
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
      // Past its period, the lesson is not ticked, but support may be asked to make an exception.
      expect(screen.getByRole('checkbox', { name: /Behind-the-wheel lesson/ })).not.toBeChecked();
      expect(screen.getByText(/You may ask support to make an exception\./)).toBeVisible();
    }
    if (choosing && s.context.purchases.length === 0)
      expect(screen.getByText('You have no paid purchases to refund.')).toBeVisible();
    const confirming = s.matches('confirming') || s.matches('submitting');
    const review = s.context.draft?.mode === 'review';
    expect(screen.queryByRole('heading', { name: 'Confirm your refund' }) !== null).toBe(confirming && !review);
    expect(screen.queryByRole('heading', { name: 'Confirm your request' }) !== null).toBe(confirming && review);
    if (confirming) {
      const confirm = screen.getByRole('button', { name: review ? 'Send request' : 'Refund $44.90' });
      if (s.matches('submitting')) expect(confirm).toBeDisabled();
      else expect(confirm).toBeEnabled();
    }
    const failure = s.matches('confirming') ? s.context.failure : undefined;
    if (failure)
      expect(screen.getByRole('alert')).toHaveTextContent(failure.kind === 'failure' ? failure.message : genericError);
    const refund = s.context.refund;
    if (s.matches('done') && refund) {
      const amount = `$${refund.amount.toFixed(2)}`;
      expect(
        screen.getByText(
          refund.status === 'refunded'
            ? `Your refund of ${amount} was made. We sent you a receipt by e-mail.`
            : refund.review
              ? `Your request for ${amount} was sent to support. We will e-mail you their decision; nothing is refunded until then.`
              : `Your refund request of ${amount} was recorded.`,
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'See your refunds' })).toBeEnabled();
    }
  },
};
