import { CartPage } from '../CartPage';

/** Route /home/review-cart-and-checkout. */
export default function ReviewCartScreen() {
  return <CartPage variant="review" />;
}
