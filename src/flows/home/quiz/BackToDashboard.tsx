import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';

/** A plain link to the dashboard, where the course's state is shown (no machine step: nothing to save or decide). */
export function BackToDashboard() {
  return (
    <Link to={routes.dashboard} className="button button--secondary">
      <Trans>Back to dashboard</Trans>
    </Link>
  );
}
