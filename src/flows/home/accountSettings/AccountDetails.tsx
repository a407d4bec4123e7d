import { Trans } from '@lingui/react/macro';

import type { AccountStudent } from '@machines/accountSettings';

interface AccountDetailsProps {
  student: AccountStudent;
}

/** The student's name, e-mail and whether the e-mail is verified. */
export function AccountDetails({ student }: AccountDetailsProps) {
  const name = `${student.firstName} ${student.lastName}`.trim();
  return (
    <dl className="details">
      <div>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{name || <Trans>Not given yet</Trans>}</dd>
      </div>
      <div>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{student.emailId}</dd>
      </div>
      <div>
        <dt>
          <Trans>E-mail verification</Trans>
        </dt>
        <dd>
          {student.isVerified ? (
            <span className="status-badge status-badge--completed">
              <Trans>Verified</Trans>
            </span>
          ) : (
            <span className="status-badge status-badge--paymentpending">
              <Trans>Not verified</Trans>
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
