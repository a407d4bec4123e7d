import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

import type { ApiFailure } from '../api/errors';
import { type FailureWording, failureWording } from './failureWording';
import { genericError } from './genericError';

type Wording = FailureWording | 'unavailable' | undefined;

/**
 * The failure wording, loaded the first time something needs it (empty until then, a few milliseconds).
 */
function useFailureWording(needed: boolean): Wording {
  const [wording, setWording] = useState<Wording>(failureWording.loaded);
  useEffect(() => {
    if (!needed || wording) return;
    let current = true;
    failureWording.load().then(
      (loaded) => current && setWording(loaded),
      // Offline before the wording arrived: the server's own words, or the generic error, rather than nothing.
      () => current && setWording('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [needed, wording]);
  return wording ?? failureWording.loaded();
}

/** The user's-language text for a failure held by a machine (failureMessages.ts words it). */
export function useFailureMessage(failure: ApiFailure | undefined): string {
  const { i18n } = useLingui();
  const wording = useFailureWording(failure !== undefined);
  if (!failure) return i18n._(genericError);
  if (wording === 'unavailable') return failure.message || i18n._(genericError);
  return wording ? wording.failureMessage(i18n, failure) : '';
}

/** A message from a successful answer, in the user's language when the app knows its code. */
export function useServerMessage(message: string | undefined, code?: string): string | undefined {
  const { i18n } = useLingui();
  const wording = useFailureWording(message !== undefined);
  if (message === undefined) return undefined;
  if (wording === 'unavailable') return message;
  return wording ? wording.serverMessage(i18n, message, code) : '';
}
