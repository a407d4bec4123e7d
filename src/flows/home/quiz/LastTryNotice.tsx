import { Trans } from '@lingui/react/macro';

import type { LastFailureOutcome } from '@contracts/courseRules';

/** What failing the last try causes, in plain words: shown before the student answers, and in the submit confirm. */
export function LastTryWords({ outcome }: { outcome: LastFailureOutcome }) {
  return outcome === 'restartCourse' ? (
    <Trans>
      This is your last try. If you do not pass it, your course starts again from the first chapter: the progress you
      have made is cleared. You do not pay again.
    </Trans>
  ) : (
    <Trans>
      This is your last try. If you do not pass it, the course is failed and closed: to get a certificate you would have
      to enroll and pay again.
    </Trans>
  );
}

export function LastTryNotice({ outcome }: { outcome: LastFailureOutcome }) {
  return (
    <div className="alert alert--info quiz__last-try" role="note">
      <strong>
        <Trans>Before you start</Trans>
      </strong>{' '}
      <LastTryWords outcome={outcome} />
    </div>
  );
}
