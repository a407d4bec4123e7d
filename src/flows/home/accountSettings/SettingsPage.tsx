import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';

/** A page reached from the settings (password, two-step verification, connected accounts): its title, then the way back. */
export function SettingsPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      {children}
      <p>
        <Link to={routes.settings}>
          <Trans>Back to settings</Trans>
        </Link>
      </p>
    </main>
  );
}
