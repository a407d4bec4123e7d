import type { LoadFailure } from '@machines/shared/loadWithRetry';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { RetryPanel } from '@shared/ui/RetryPanel';

/**
 * The student forms' failed load (machines/shared/loadWithRetry): 02 §7, §8 a failed state list shows its returned
 * message, a failed record fetch the generic server error; Try again loads both again.
 */
export function LoadRetryPanel({
  loadFailure,
  onRetry,
}: {
  loadFailure: LoadFailure<string> | undefined;
  onRetry: () => void;
}) {
  const message = useFailureMessage(loadFailure?.call === 'states' ? loadFailure.failure : undefined);
  return loadFailure ? <RetryPanel message={message} onRetry={onRetry} /> : null;
}
