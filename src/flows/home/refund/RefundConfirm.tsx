import { Trans, useLingui } from '@lingui/react/macro';

import type { RefundPurchase, RefundRequestBody } from '@contracts/refunds';
import { formatReceiptMoney } from '@shared/format/receiptFormat';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

/**
 * The confirmation step: what will be refunded and how much, or what support is asked to review; a refusal shows why
 * (nothing was refunded).
 */
export function RefundConfirm({
  purchase,
  draft,
  amount,
  failureText,
  busy,
  onConfirm,
  onBack,
}: {
  purchase: RefundPurchase | undefined;
  draft: RefundRequestBody;
  amount: number;
  failureText: string | null;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { i18n } = useLingui();
  const total = formatReceiptMoney(amount, i18n.locale);
  const items = purchase?.items.filter((i) => draft.lineIds.includes(i.lineId)) ?? [];
  const review = draft.mode === 'review';
  return (
    <section className="page__section" aria-labelledby="refund-confirm">
      <h2 id="refund-confirm">{review ? <Trans>Confirm your request</Trans> : <Trans>Confirm your refund</Trans>}</h2>
      {failureText ? <Alert tone="error">{failureText}</Alert> : null}
      <ul>
        {items.map((item) => (
          <li key={item.lineId}>
            {item.name}: {formatReceiptMoney(item.amount, i18n.locale)}
          </li>
        ))}
      </ul>
      {review ? (
        <p>
          <Trans>
            Support will review your request for <strong>{total}</strong> and answer you by e-mail. Nothing is refunded
            until they approve it; a refunded course can no longer be opened.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            You will get back <strong>{total}</strong> on the card or account you paid with. A refunded course can no
            longer be opened.
          </Trans>
        </p>
      )}
      <p>
        <Trans>Your reason: {draft.reason}</Trans>
      </p>
      <div className="page__actions">
        <Button onClick={onConfirm} busy={busy}>
          {review ? <Trans>Send request</Trans> : <Trans>Refund {total}</Trans>}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </section>
  );
}
