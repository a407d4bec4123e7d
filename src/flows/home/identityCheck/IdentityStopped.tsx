import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { Alert } from '@shared/ui/Alert';

import { formatWhen } from '../quiz/quizDates';

interface IdentityStoppedProps {
  /** Locked until this moment; null: until support verifies the student (or, with `courseFailed`, for good). */
  lockedUntil: string | null;
  courseFailed: boolean;
}

/** 02 §8 'Identity verified failed.' (an error), and what the course rule does now, in words. */
export function IdentityStopped({ lockedUntil, courseFailed }: IdentityStoppedProps) {
  const { i18n } = useLingui();
  return (
    <>
      <Alert tone="error">
        <Trans>Identity verified failed.</Trans>
      </Alert>
      <p>
        {courseFailed ? (
          <Trans>
            The state's rules end this course after too many wrong identity answers. To get your certificate you need to
            enroll in the course again. Please contact support if you think this is a mistake.
          </Trans>
        ) : lockedUntil ? (
          <Trans>
            Your course is locked until {formatWhen(i18n.locale, lockedUntil)}. After that you will be asked a new
            question.
          </Trans>
        ) : (
          <Trans>
            Your course is locked until our support team confirms who you are. Please contact support; they will unlock
            it after checking your identity.
          </Trans>
        )}
      </p>
      <p>
        <Link to={routes.dashboard} className="button button--primary">
          <Trans>Back to dashboard</Trans>
        </Link>
      </p>
    </>
  );
}
