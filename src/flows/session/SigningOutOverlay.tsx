import { useLingui } from '@lingui/react/macro';

import { Loader } from '@shared/ui/Loader';

/** Covers the page while logout saves the time and signs out, so nothing else is clicked. */
export function SigningOutOverlay() {
  const { t } = useLingui();
  return (
    <div className="session-overlay">
      <Loader label={t`Signing out…`} />
    </div>
  );
}
