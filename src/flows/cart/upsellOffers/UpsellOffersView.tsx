import { Trans } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

import { CartPage, loadPhaseOf } from '../CartPage';
import { UpsellSection } from '../UpsellCard';
import { UpsellOffersContext } from './UpsellOffersContext';
import { useUpsellOffersEvents } from './useUpsellOffersEvents';

/** /home/upsell, /home/az-upsell, /home/special-offers: offers for the purchased course. */
export function UpsellOffersView() {
  const phase = UpsellOffersContext.useSelector(loadPhaseOf);
  const failure = UpsellOffersContext.useSelector((s) => s.context.failure);
  const noOffers = UpsellOffersContext.useSelector((s) => s.matches('noOffers'));
  const showOffers = UpsellOffersContext.useSelector(
    (s) => s.matches('choosing') || s.matches('saving') || s.matches('saved'),
  );
  const saving = UpsellOffersContext.useSelector((s) => s.matches('saving') || s.matches('saved'));
  const offers = UpsellOffersContext.useSelector((s) => s.context.offers);
  const chosenIds = UpsellOffersContext.useSelector((s) => s.context.chosenIds);
  const saveFailure = UpsellOffersContext.useSelector((s) => (s.matches('choosing') ? s.context.failure : null));
  const canContinue = UpsellOffersContext.useSelector((s) => s.can({ type: 'offers.continue' }));
  const saveFailureText = useFailureMessage(saveFailure ?? undefined);
  const events = useUpsellOffersEvents();

  return (
    <CartPage page="offers" phase={phase} failure={failure} onRetry={events.retry}>
      {noOffers ? (
        <div className="notice">
          <Alert tone="info">
            <Trans>No offers right now</Trans>
          </Alert>
          <Button onClick={events.decline}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      ) : null}
      {showOffers ? (
        <>
          <UpsellSection
            id="offers-list"
            title={<Trans>Add to your course</Trans>}
            items={offers}
            chosenIds={chosenIds}
            readOnly={saving}
            onAdd={events.add}
            onRemove={events.remove}
          />
          {saveFailure ? <Alert tone="error">{saveFailureText}</Alert> : null}
          <div className="cart__actions">
            <Button onClick={events.continueToCheckout} disabled={!canContinue} busy={saving}>
              <Trans>Continue to checkout</Trans>
            </Button>
            <Button variant="secondary" onClick={events.decline} disabled={saving}>
              <Trans>No thanks</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </CartPage>
  );
}
