import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import { flashDealPercent } from '@contracts/pricing';
import { type cartMachine, totalsOf } from '@machines/cart';
import type { CheckoutOrder, PaymentOptions } from '@machines/shared/checkoutOrder';
import { CartContext } from '@flows/cart/CartContext';
import { CartView } from '@flows/cart/CartView';

import { TestProviders } from '../setup/TestProviders';
import { audioUpgrade, drivingLesson, mailCertificate, workbook } from './cart.fixtures';
import { clickButton, type FlowViewDriver, genericError, type Screen } from './harness/view';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** Stands in for the payment panel: shows what the cart handed over. */
function CheckoutProbe({ order, options }: { order: CheckoutOrder; options: PaymentOptions }) {
  return (
    <section aria-label="Payment probe">
      <p>Order total {dollars(order.payment.totalAmount)}</p>
      <p>Primary course {order.payment.primaryConfigCourseId}</p>
      <p>Pay later {options.payLater ? 'offered' : 'not offered'}</p>
    </section>
  );
}

function expectTotals(s: CartSnapshot, screen: Screen) {
  const totals = totalsOf(s.context);
  const list = screen.getByText('Total').closest('dl') as HTMLElement;
  expect(within(list).getByText('Total').nextElementSibling).toHaveTextContent(dollars(totals.total));
  if (totals.saved > 0)
    expect(within(list).getByText('YOU SAVED').nextElementSibling).toHaveTextContent(dollars(totals.saved));
  else expect(within(list).queryByText('YOU SAVED')).toBeNull();
}

function expectCards(s: CartSnapshot, screen: Screen, editable: boolean) {
  const c = s.context;
  const offer = c.offer!;
  for (const course of offer.courses)
    expect(screen.getByRole('article', { name: course.name })).toHaveTextContent(dollars(course.price));
  // 02 §2 Cart: the cross-out price shows only when it is not zero.
  const base = offer.courses[0];
  if (base) {
    const card = screen.getByRole('article', { name: base.name });
    if (base.crossPrice > 0) expect(within(card).getByText(dollars(base.crossPrice)).closest('del')).not.toBeNull();
    else expect(card.querySelector('del')).toBeNull();
  }
  const workbookName = workbook.upsellConfigCourse.name;
  const offersWorkbook = offer.upsells.some((u) => u.upsellConfigCourse.configCourseId === 801);
  const workbookChosen = c.chosenUpsellIds.includes(801);
  if (offersWorkbook && (editable || workbookChosen)) {
    const card = screen.getByRole('article', { name: workbookName });
    expect(within(card).queryByRole('button', { name: `Remove ${workbookName}` }) !== null).toBe(
      editable && workbookChosen,
    );
    expect(within(card).queryByRole('button', { name: `Add ${workbookName}` }) !== null).toBe(
      editable && !workbookChosen,
    );
  } else {
    expect(screen.queryByRole('article', { name: workbookName })).toBeNull();
  }
  // The audio upgrade has its own card (state 36 only), with its 'ONLY' price.
  const audioOffered = c.entry.stateId === 36 && offer.upsells.some((u) => u.upsellConfigCourse.configCourseId === 901);
  const audioChosen = c.chosenUpsellIds.includes(901);
  if (audioOffered && (editable || audioChosen)) {
    const card = screen.getByRole('article', { name: 'Audio upgrade' });
    expect(card).toHaveTextContent(`ONLY ${dollars(audioUpgrade.basePrice)}`);
    if (editable)
      expect(
        within(card).getByRole('button', { name: audioChosen ? 'Remove audio upgrade' : 'Add audio upgrade' }),
      ).toBeEnabled();
  } else {
    expect(screen.queryByRole('article', { name: 'Audio upgrade' })).toBeNull();
  }
  for (const extra of offer.extras) {
    const box = screen.queryByRole('checkbox', { name: `${extra.bhwlName} (${dollars(extra.price)})` });
    if (editable) expect(box).toHaveProperty('checked', c.chosenExtraIds.includes(extra.coursePriceTypeId));
    else if (c.chosenExtraIds.includes(extra.coursePriceTypeId)) expect(box).toBeDisabled();
  }
  const lessons = offer.extras.filter(
    (e) => e.priceTypeCode === 'BHWL' && (editable || c.chosenExtraIds.includes(e.coursePriceTypeId)),
  );
  if (lessons.length > 0) {
    expect(
      screen.getByRole('heading', {
        name: c.entry.variant === 'schedule' ? 'Schedule your driving lessons' : 'Driving lessons',
      }),
    ).toBeInTheDocument();
  }
  // Flash deal: (crossOut − base) / crossOut, hidden at 0 % and once closed.
  const percent = base ? flashDealPercent(base.price, base.crossPrice) : 0;
  const banner = screen.queryByRole('complementary', { name: 'Flash deal' });
  if (percent > 0 && !c.flashDealClosed) expect(banner).toHaveTextContent(`Flash deal: ${percent}% off today!`);
  else expect(banner).toBeNull();
}

function expectDiscount(s: CartSnapshot, screen: Screen, editable: boolean) {
  const c = s.context;
  const totals = totalsOf(c);
  if (c.entry.variant === 'parent') {
    expect(screen.queryByRole('heading', { name: 'Have a discount code or gift certificate?' })).toBeNull();
    return;
  }
  if (c.discount) {
    const kind = c.discount.type === 'GIFTCERTIFICATE' ? 'Gift certificate' : 'Discount code';
    expect(
      screen.getByText(`${kind} ${c.discount.code} applied: ${dollars(totals.discountAmount)} off`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Remove ${c.discount.code}` }) !== null).toBe(editable);
  }
  expect(screen.queryByRole('button', { name: 'Apply' }) !== null).toBe(editable);
  if (editable && c.discountFailure) expect(screen.getByRole('alert')).toHaveTextContent('This code is not valid.');
}

export const cartView: FlowViewDriver<typeof cartMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/home/cart-summary">
      <CartContext.Provider logic={logic} options={options}>
        <CartView
          renderCheckout={(order, paymentOptions) => <CheckoutProbe order={order} options={paymentOptions} />}
        />
      </CartContext.Provider>
    </TestProviders>
  ),
  perform: {
    'retry.request': clickButton('Try again'),
    'upsell.add': async (_, { user, screen }) =>
      user.click(screen.getByRole('button', { name: `Add ${workbook.upsellConfigCourse.name}` })),
    'upsell.remove': async (_, { user, screen }) =>
      user.click(screen.getByRole('button', { name: `Remove ${workbook.upsellConfigCourse.name}` })),
    'audio.toggle': async (_, { user, screen }) => {
      const card = screen.getByRole('article', { name: 'Audio upgrade' });
      await user.click(within(card).getByRole('button'));
    },
    'extra.toggle': async (event, { user, screen }) => {
      const extra = [mailCertificate, drivingLesson].find((e) => e.coursePriceTypeId === event.coursePriceTypeId)!;
      await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${extra.bhwlName}`) }));
    },
    'flashDeal.close': clickButton('Close flash deal'),
    'discount.apply': async (event, { user, screen }) => {
      await user.click(
        screen.getByRole('radio', {
          name: event.discountType === 'GIFTCERTIFICATE' ? 'Gift certificate' : 'Discount code',
        }),
      );
      const field = screen.getByRole('textbox', { name: 'Code' });
      await user.clear(field);
      await user.type(field, String(event.code));
      await user.click(screen.getByRole('button', { name: 'Apply' }));
    },
    'discount.remove': clickButton(/^Remove SAVE10$/),
    'checkout.proceed': clickButton('Proceed to checkout'),
    'lastChance.addAudio': async (_, { user, screen }) =>
      user.click(
        within(screen.getByRole('dialog', { name: 'Last Chance' })).getByRole('button', { name: 'Add audio upgrade' }),
      ),
    'lastChance.skip': clickButton('Skip and Next'),
    'cart.edit': clickButton('Back to cart'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Cart Summary' })).toBeInTheDocument();
    if (s.matches('missingCourse')) {
      expect(screen.getByRole('link', { name: 'Go to your courses' })).toHaveAttribute('href', '/home/course-list');
      return;
    }
    if (s.matches('loading')) {
      expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
      return;
    }
    if (s.matches('loadFailed')) {
      expect(screen.getByRole('alert')).toHaveTextContent(genericError);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      return;
    }
    const editable = s.matches('editing');
    expectCards(s, screen, editable);
    expectDiscount(s, screen, editable);
    expectTotals(s, screen);
    const proceed = screen.queryByRole('button', { name: 'Proceed to checkout' });
    if (editable) expect(proceed).toHaveProperty('disabled', !s.can({ type: 'checkout.proceed' }));
    else expect(proceed).toBeNull();
    if (s.matches({ editing: 'applyingDiscount' }))
      expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    const dialog = screen.queryByRole('dialog', { name: 'Last Chance' });
    if (s.matches('lastChance'))
      expect(dialog).toHaveTextContent(`Upgrade to the audio course for ONLY ${dollars(audioUpgrade.basePrice)}`);
    else expect(dialog).toBeNull();
    const probe = screen.queryByRole('region', { name: 'Payment probe' });
    if (s.matches('checkout')) {
      expect(probe).toHaveTextContent(`Order total ${dollars(totalsOf(s.context).total)}`);
      expect(probe).toHaveTextContent(`Pay later ${s.context.entry.variant === 'parent' ? 'not offered' : 'offered'}`);
      if (s.context.chosenUpsellIds.includes(901)) expect(probe).toHaveTextContent('Primary course 901');
      expect(screen.queryByRole('button', { name: 'Back to cart' }) !== null).toBe(s.can({ type: 'cart.edit' }));
    } else {
      expect(probe).toBeNull();
    }
  },
};
