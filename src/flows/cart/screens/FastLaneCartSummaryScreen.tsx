import { CartPage } from '../CartPage';

/** Route /home/fast-lane-cart-summary. */
export default function FastLaneCartSummaryScreen() {
  return <CartPage variant="fastLane" />;
}
