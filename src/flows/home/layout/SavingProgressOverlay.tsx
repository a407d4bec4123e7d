import { Trans, useLingui } from '@lingui/react/macro';

import { Loader } from '@shared/ui/Loader';

/** 02 §2 Sidebar: the 'saving progress' overlay shown while leaving a course page (the time update is sent). */
export function SavingProgressOverlay() {
  const { t } = useLingui();
  return (
    <div className="session-overlay" role="dialog" aria-modal="true" aria-label={t`Saving your progress…`}>
      <Loader label={t`Saving your progress…`} />
      <p className="session-overlay__text">
        <Trans>Saving your progress…</Trans>
      </p>
    </div>
  );
}
