import { Trans } from '@lingui/react/macro';

import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

interface BrandingNoticesProps {
  /** The logo call failed: the product's own look is shown. */
  failed: boolean;
  courseExpired: boolean;
  onRetry: () => void;
}

/** What the branding tells the visitor above the page: a retry after a failure, or the expired course. */
export function BrandingNotices({ failed, courseExpired, onRetry }: BrandingNoticesProps) {
  return (
    <>
      {failed ? (
        <div className="chrome-notice">
          <Alert tone="info">
            <Trans>We could not load your school's branding, so the standard look is shown.</Trans>{' '}
            <Button variant="link" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        </div>
      ) : null}
      {courseExpired ? (
        <div className="chrome-notice">
          <Alert tone="error">
            <Trans>The course you are attempting to access is currently undergoing maintenance or has expired.</Trans>
          </Alert>
        </div>
      ) : null}
    </>
  );
}
