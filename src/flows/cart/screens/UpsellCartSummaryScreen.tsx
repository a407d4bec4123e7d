import { CartPage } from '../CartPage';

/** Route /home/upsell-cart-summary. */
export default function UpsellCartSummaryScreen() {
  return <CartPage variant="upsell" />;
}
