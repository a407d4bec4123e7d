import { UpsellOffersPage } from '../upsellOffers/UpsellOffersPage';

/** Route /home/upsell. */
export default function UpsellScreen() {
  return <UpsellOffersPage />;
}
