import { UpsellOffersPage } from '../upsellOffers/UpsellOffersPage';

/** Route /home/special-offers. */
export default function SpecialOffersScreen() {
  return <UpsellOffersPage />;
}
