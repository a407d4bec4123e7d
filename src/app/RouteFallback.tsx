import { useLingui } from '@lingui/react/macro';

import { Loader } from '@shared/ui/Loader';

/** Shown while the first route's code and guard run. */
export function RouteFallback() {
  const { t } = useLingui();
  return (
    <div className="route-fallback">
      <Loader label={t`Loading…`} />
    </div>
  );
}
