import { Trans } from '@lingui/react/macro';

import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

interface FailedStepToastProps {
  message: string;
  onRetry: () => void;
}

/** 01 §8: a checkout (or student-details) failure shown as a toast, with a way to try again. */
export function FailedStepToast({ message, onRetry }: FailedStepToastProps) {
  return (
    <div className="toast">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
