import { Trans } from '@lingui/react/macro';

import { Alert } from '@shared/ui/Alert';
import { SafeHtml } from '@shared/ui/SafeHtml';

interface CourtReferralNoticeProps {
  courtReferral: boolean;
  /** From the court date (CITATIONDUEDATE): the date to finish by and the days left. */
  completion?: { date: string; daysLeft: number };
}

/** 01 §2: the court-referral notice and the completion-by date with days left. */
export function CourtReferralNotice({ courtReferral, completion }: CourtReferralNoticeProps) {
  return (
    <>
      {courtReferral ? (
        <Alert tone="info">
          <Trans>
            You were referred to this course by a court. Please complete the course 7 days before your court date.
          </Trans>
        </Alert>
      ) : null}
      {completion ? (
        <p className="registration__completion" role="status">
          <Trans>
            Complete the course by {completion.date} ({completion.daysLeft} days left)
          </Trans>
        </p>
      ) : null}
    </>
  );
}

/** 01 §2: the organisation's registration disclaimer (server HTML, sanitized). */
export function RegistrationDisclaimer({ html }: { html: string }) {
  return <SafeHtml html={html} className="registration__disclaimer" testId="registration-disclaimer" />;
}
