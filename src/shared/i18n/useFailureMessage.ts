import { useLingui } from '@lingui/react';
import type { ApiFailure } from '../api/errors';
import { failureMessage } from './failureMessages';

/** The user's-language text for a failure held by a machine. */
export function useFailureMessage(failure: ApiFailure | undefined): string {
  const { i18n } = useLingui();
  return failureMessage(i18n, failure);
}
