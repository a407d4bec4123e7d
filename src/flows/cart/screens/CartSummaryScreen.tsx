import { CartPage } from '../CartPage';

/** Route /home/cart-summary. */
export default function CartSummaryScreen() {
  return <CartPage variant="normal" />;
}
