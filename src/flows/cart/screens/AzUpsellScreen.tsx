import { UpsellOffersPage } from '../upsellOffers/UpsellOffersPage';

/** Route /home/az-upsell. */
export default function AzUpsellScreen() {
  return <UpsellOffersPage />;
}
