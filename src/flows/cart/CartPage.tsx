import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { ApiFailure } from '@shared/api/errors';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

type LoadPhase = 'missingCourse' | 'loading' | 'loadFailed' | undefined;

/** Where the cart or offers machine is in opening its page (both name these states alike). */
export function loadPhaseOf(snapshot: {
  matches(state: 'missingCourse' | 'loading' | 'starting' | 'loadFailed'): boolean;
}): LoadPhase {
  if (snapshot.matches('missingCourse')) return 'missingCourse';
  if (snapshot.matches('loading') || snapshot.matches('starting')) return 'loading';
  return snapshot.matches('loadFailed') ? 'loadFailed' : undefined;
}

interface CartPageProps {
  page: 'cart' | 'offers';
  phase: LoadPhase;
  /** The failed load's failure (shown in the `loadFailed` phase). */
  failure: ApiFailure | null;
  onRetry: () => void;
  children: ReactNode;
}

/** The cart or the offers page: its title, a missing course, the loader or a failed load's retry, then its content. */
export function CartPage({ page, phase, failure, onRetry, children }: CartPageProps) {
  const { t } = useLingui();
  const failureText = useFailureMessage(failure ?? undefined);
  return (
    <main className="page cart">
      <h1>{page === 'cart' ? <Trans>Cart Summary</Trans> : <Trans>Special offers</Trans>}</h1>
      {phase === 'missingCourse' ? (
        <div className="notice">
          <Alert tone="info">
            {page === 'cart' ? (
              <Trans>We could not find the course for this cart. Please choose your course first.</Trans>
            ) : (
              <Trans>We could not find the course for these offers. Please choose your course first.</Trans>
            )}
          </Alert>
          <Link to="/home/course-list" className="button button--primary">
            <Trans>Go to your courses</Trans>
          </Link>
        </div>
      ) : null}
      {phase === 'loading' ? <Loader label={page === 'cart' ? t`Loading your cart…` : t`Loading offers…`} /> : null}
      {phase === 'loadFailed' ? <RetryPanel message={failureText} onRetry={onRetry} /> : null}
      {children}
    </main>
  );
}
