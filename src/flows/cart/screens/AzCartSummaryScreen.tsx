import { CartPage } from '../CartPage';

/** Route /home/az-cart-summary. */
export default function AzCartSummaryScreen() {
  return <CartPage variant="az" />;
}
