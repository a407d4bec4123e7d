import { Trans, useLingui } from '@lingui/react/macro';

/** The top banner of the public marketing and registration pages (01 §2). */
export function TopBanner() {
  const { t } = useLingui();
  return (
    <aside className="chrome-banner" aria-label={t`Announcement`}>
      <Trans>100% online, state-approved courses: study at your own pace, on any device.</Trans>
    </aside>
  );
}
