import { useLingui } from '@lingui/react';
import type { ApiFailure } from '../api/errors';
import { failureMessage, serverMessage } from './failureMessages';

/** The user's-language text for a failure held by a machine. */
export function useFailureMessage(failure: ApiFailure | undefined): string {
  const { i18n } = useLingui();
  return failureMessage(i18n, failure);
}

/** A message from a successful answer, in the user's language when the app knows it. */
export function useServerMessage(message: string | undefined): string | undefined {
  const { i18n } = useLingui();
  return message === undefined ? undefined : serverMessage(i18n, message);
}
