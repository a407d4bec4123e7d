import type { EligibilitySubmission } from '@machines/eligibility';
import { useIntents } from '@shared/flows/useIntents';

import { EligibilityContext } from './EligibilityContext';

export function useEligibilityEvents() {
  return useIntents(EligibilityContext, (send) => ({
    submit: (submission: EligibilitySubmission) => send({ type: 'eligibility.submit', ...submission }),
    start: () => send({ type: 'course.start' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
