import { CartPage } from '../CartPage';

/** Route /home/parent-cart-summary. */
export default function ParentCartSummaryScreen() {
  return <CartPage variant="parent" />;
}
