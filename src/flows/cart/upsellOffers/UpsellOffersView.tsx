import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { MissingCourseNotice } from '../MissingCourseNotice';
import { UpsellSection } from '../UpsellCard';
import { UpsellOffersContext } from './UpsellOffersContext';
import { useUpsellOffersEvents } from './useUpsellOffersEvents';

/** /home/upsell, /home/az-upsell, /home/special-offers: offers for the purchased course. */
export function UpsellOffersView() {
  const { t } = useLingui();
  const missingCourse = UpsellOffersContext.useSelector((s) => s.matches('missingCourse'));
  const loading = UpsellOffersContext.useSelector((s) => s.matches('loading') || s.matches('starting'));
  const loadFailure = UpsellOffersContext.useSelector((s) => (s.matches('loadFailed') ? s.context.failure : null));
  const noOffers = UpsellOffersContext.useSelector((s) => s.matches('noOffers'));
  const showOffers = UpsellOffersContext.useSelector(
    (s) => s.matches('choosing') || s.matches('saving') || s.matches('saved'),
  );
  const saving = UpsellOffersContext.useSelector((s) => s.matches('saving') || s.matches('saved'));
  const offers = UpsellOffersContext.useSelector((s) => s.context.offers);
  const chosenIds = UpsellOffersContext.useSelector((s) => s.context.chosenIds);
  const saveFailure = UpsellOffersContext.useSelector((s) => (s.matches('choosing') ? s.context.failure : null));
  const canContinue = UpsellOffersContext.useSelector((s) => s.can({ type: 'offers.continue' }));
  const loadFailureText = useFailureMessage(loadFailure ?? undefined);
  const saveFailureText = useFailureMessage(saveFailure ?? undefined);
  const events = useUpsellOffersEvents();

  return (
    <main className="page cart">
      <h1>
        <Trans>Special offers</Trans>
      </h1>
      {missingCourse ? (
        <MissingCourseNotice>
          <Trans>We could not find the course for these offers. Please choose your course first.</Trans>
        </MissingCourseNotice>
      ) : null}
      {loading ? <Loader label={t`Loading offers…`} /> : null}
      {loadFailure ? <RetryPanel message={loadFailureText} onRetry={events.retry} /> : null}
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
    </main>
  );
}
