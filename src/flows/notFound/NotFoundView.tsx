import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

interface NotFoundViewProps {
  /** Where 'Back' leads: the dashboard inside /home, the start page elsewhere. */
  homePath: string;
}

/** 02 §2: any other path shows 'This page could not be found'. */
export function NotFoundView({ homePath }: NotFoundViewProps) {
  return (
    <main className="page page--centered">
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <p>
        <Link to={homePath}>
          <Trans>Go to the start page</Trans>
        </Link>
      </p>
    </main>
  );
}
