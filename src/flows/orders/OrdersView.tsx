import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { OrderCard } from './OrderCard';
import { OrdersContext } from './OrdersContext';
import { useOrdersEvents } from './useOrdersEvents';

import '@shared/receipt/orders.css';

interface OrdersViewProps {
  /** /home/myorders reads 'My Orders', /home/billing 'Billing'; the page is the same. */
  heading: 'orders' | 'billing';
}

/** 02 §2 myorders and billing: the purchase history. */
export function OrdersView({ heading }: OrdersViewProps) {
  const { t } = useLingui();
  const loading = OrdersContext.useSelector((s) => s.matches('loading'));
  const empty = OrdersContext.useSelector((s) => s.matches('empty'));
  const orders = OrdersContext.useSelector((s) => (s.matches('loaded') ? s.context.orders : undefined));
  const failure = OrdersContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { retry } = useOrdersEvents();

  return (
    <main className="page">
      <h1>{heading === 'billing' ? <Trans>Billing</Trans> : <Trans>My Orders</Trans>}</h1>
      {loading ? <Loader label={t`Loading your orders…`} /> : null}
      {failure ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {empty ? (
        <p className="empty-state">
          <Trans>You have no orders yet.</Trans>
        </p>
      ) : null}
      {orders ? (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.targetId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
