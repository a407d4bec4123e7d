import { Trans, useLingui } from '@lingui/react/macro';

/** 02 §2 Cart: the closable flash-deal banner (the caller hides it at 0 %). */
export function FlashDealBanner({ percent, onClose }: { percent: number; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <aside className="flash-deal" aria-label={t`Flash deal`}>
      <p className="flash-deal__text">
        <Trans>Flash deal: {percent}% off today!</Trans>
      </p>
      <button type="button" className="flash-deal__close" aria-label={t`Close flash deal`} onClick={onClose}>
        ×
      </button>
    </aside>
  );
}
