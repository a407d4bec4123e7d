import { Trans } from '@lingui/react/macro';

import type { CourseAction } from '@contracts/courseTaking';

/** The dashboard's one clear action for a course, in words. */
export function CourseActionLabel({ action }: { action: CourseAction }) {
  switch (action) {
    case 'start':
      return <Trans>Start</Trans>;
    case 'continue':
      return <Trans>Continue</Trans>;
    case 'completePurchase':
      return <Trans>Complete your purchase</Trans>;
    case 'finalExam':
      return <Trans>Take the final exam</Trans>;
    case 'completed':
      return <Trans>Course completed</Trans>;
    case 'failed':
      return <Trans>Course not passed</Trans>;
    case 'expired':
      return <Trans>Access ended</Trans>;
    case 'fileDocuments':
      return <Trans>File your documents</Trans>;
    case 'checkEligibility':
      return <Trans>Answer the eligibility check</Trans>;
    case 'notEligible':
      return <Trans>Not eligible: see why</Trans>;
    case 'refunded':
      return <Trans>Refunded</Trans>;
  }
}
