import { Trans } from '@lingui/react/macro';

import { Alert } from './Alert';
import { Button } from './Button';

interface RetryPanelProps {
  message: string;
  onRetry: () => void;
}

/** A failed load: what went wrong, and a way to try again. */
export function RetryPanel({ message, onRetry }: RetryPanelProps) {
  return (
    <div className="retry-panel">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
