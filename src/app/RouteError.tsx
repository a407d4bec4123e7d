import { Trans } from '@lingui/react/macro';
import { useRouteError } from 'react-router-dom';

import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

/**
 * A route that failed to load or render (typically a new deployment replaced its code file):
 * the generic error and a reload, instead of a blank page. The error is logged for support.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="auth-card">
      <Alert tone="error">
        <Trans>Oops. Something went wrong. Please try again later.</Trans>
      </Alert>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </main>
  );
}
