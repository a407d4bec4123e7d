import { CartPage } from '../CartPage';

/** Route /home/cart-summary-schedule. */
export default function CartSummaryScheduleScreen() {
  return <CartPage variant="schedule" />;
}
