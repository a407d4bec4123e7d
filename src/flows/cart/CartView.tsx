import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';

import { flashDealPercent } from '@contracts/pricing';
import { audioUpgradeOffer, checkoutOrder, ordinaryUpsells, paymentOptionsFor, totalsOf } from '@machines/cart';
import type { CheckoutOrder, PaymentOptions } from '@machines/shared/checkoutOrder';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Button } from '@shared/ui/Button';

import { AudioUpgradeCard } from './AudioUpgradeCard';
import { CartContext } from './CartContext';
import { CartExtras } from './CartExtras';
import { CartPage, loadPhaseOf } from './CartPage';
import { CartTotalsPanel } from './CartTotalsPanel';
import { CourseLine } from './CourseLine';
import { DiscountPanel } from './DiscountPanel';
import { FlashDealBanner } from './FlashDealBanner';
import { LastChanceModal } from './LastChanceModal';
import { UpsellSection } from './UpsellCard';
import { useCartEvents } from './useCartEvents';

interface CartViewProps {
  /** The payment panel for the order; the Screen provides it so the cart does not depend on the payment flow. */
  renderCheckout: (order: CheckoutOrder, options: PaymentOptions) => ReactNode;
}

/** Every cart page: course, upsells, extras, discount, totals; then payment (02 §2 Cart). */
export function CartView({ renderCheckout }: CartViewProps) {
  const phase = CartContext.useSelector(loadPhaseOf);
  const failure = CartContext.useSelector((s) => s.context.failure);
  const { retry } = useCartEvents();
  return (
    <CartPage page="cart" phase={phase} failure={failure} onRetry={retry}>
      <CartDetails renderCheckout={renderCheckout} />
    </CartPage>
  );
}

function CartDetails({ renderCheckout }: CartViewProps) {
  const { t } = useLingui();
  const entry = CartContext.useSelector((s) => s.context.entry);
  const offer = CartContext.useSelector((s) => s.context.offer);
  const chosenUpsellIds = CartContext.useSelector((s) => s.context.chosenUpsellIds);
  const chosenExtraIds = CartContext.useSelector((s) => s.context.chosenExtraIds);
  const discount = CartContext.useSelector((s) => s.context.discount);
  const flashDealClosed = CartContext.useSelector((s) => s.context.flashDealClosed);
  const editable = CartContext.useSelector((s) => s.matches('editing'));
  const applyingDiscount = CartContext.useSelector((s) => s.matches({ editing: 'applyingDiscount' }));
  const discountFailure = CartContext.useSelector((s) => s.context.discountFailure);
  const discountFailureText = useFailureMessage(discountFailure ?? undefined);
  const lastChance = CartContext.useSelector((s) => s.matches('lastChance'));
  const atCheckout = CartContext.useSelector((s) => s.matches('checkout'));
  const canProceed = CartContext.useSelector((s) => s.can({ type: 'checkout.proceed' }));
  const canEdit = CartContext.useSelector((s) => s.can({ type: 'cart.edit' }));
  const events = useCartEvents();

  const cart = useMemo(
    () => ({ entry, offer, chosenUpsellIds, chosenExtraIds, discount }),
    [entry, offer, chosenUpsellIds, chosenExtraIds, discount],
  );
  const totals = useMemo(() => totalsOf(cart), [cart]);
  const order = useMemo(() => (atCheckout ? checkoutOrder(cart) : null), [atCheckout, cart]);
  const options = useMemo(
    () => paymentOptionsFor(entry.variant, entry.storedPaymentMethod),
    [entry.variant, entry.storedPaymentMethod],
  );
  if (!offer) return null;

  const readOnly = !editable;
  const audio = audioUpgradeOffer(entry.stateId, offer.upsells);
  const audioAdded = audio !== undefined && chosenUpsellIds.includes(audio.upsellConfigCourse.configCourseId);
  const upsells = ordinaryUpsells(entry.stateId, offer.upsells).filter(
    (u) => !readOnly || chosenUpsellIds.includes(u.upsellConfigCourse.configCourseId),
  );
  const base = offer.courses[0];
  const flashPercent = base ? flashDealPercent(base.price, base.crossPrice) : 0;

  return (
    <>
      {flashPercent > 0 && !flashDealClosed ? (
        <FlashDealBanner percent={flashPercent} onClose={events.closeFlashDeal} />
      ) : null}
      {offer.courses.length > 0 ? (
        <section className="cart-section" aria-labelledby="cart-course">
          <h2 id="cart-course">
            {offer.courses.length > 1 ? <Trans>Your courses</Trans> : <Trans>Your course</Trans>}
          </h2>
          {offer.courses.map((course) => (
            <CourseLine key={course.configCourseId} course={course} />
          ))}
        </section>
      ) : null}
      {audio && (!readOnly || audioAdded) ? (
        <AudioUpgradeCard item={audio} added={audioAdded} readOnly={readOnly} onToggle={events.toggleAudio} />
      ) : null}
      <CartExtras
        extras={offer.extras}
        chosenIds={chosenExtraIds}
        readOnly={readOnly}
        lessonsFirst={entry.variant === 'schedule'}
        onToggle={events.toggleExtra}
      />
      {upsells.length > 0 ? (
        <UpsellSection
          id="cart-upsells"
          title={entry.variant === 'upsell' ? <Trans>Your add-ons</Trans> : <Trans>Recommended add-ons</Trans>}
          items={upsells}
          chosenIds={chosenUpsellIds}
          readOnly={readOnly}
          onAdd={events.addUpsell}
          onRemove={events.removeUpsell}
        />
      ) : null}
      {entry.variant !== 'parent' ? (
        <DiscountPanel
          applied={discount}
          appliedAmount={totals.discountAmount}
          busy={applyingDiscount}
          failureText={editable && discountFailure ? discountFailureText : null}
          readOnly={readOnly}
          onApply={events.applyDiscount}
          onRemove={events.removeDiscount}
        />
      ) : null}
      <CartTotalsPanel totals={totals} discountCode={discount?.code ?? null} />
      {editable ? (
        <div className="cart__actions">
          <Button onClick={events.proceed} disabled={!canProceed}>
            <Trans>Proceed to checkout</Trans>
          </Button>
        </div>
      ) : null}
      {lastChance && audio ? (
        <LastChanceModal price={audio.basePrice} onAdd={events.addAudioFromLastChance} onSkip={events.skipAudio} />
      ) : null}
      {order ? (
        <section className="cart-checkout" aria-label={t`Payment`}>
          {canEdit ? (
            <Button variant="link" onClick={events.editCart}>
              <Trans>Back to cart</Trans>
            </Button>
          ) : null}
          {renderCheckout(order, options)}
        </section>
      ) : null}
    </>
  );
}
