import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';

import { CourtCourseList } from './CourtCourseList';
import { CourtLookupContext } from './CourtLookupContext';
import { CourtLookupForm } from './CourtLookupForm';
import { useCourtLookupEvents } from './useCourtLookupEvents';

/** 01 §2 /sacramento-court: Case Number, Citation Number, Verify; the match or 'No Records Found!'. */
export function CourtLookupView() {
  const verifying = CourtLookupContext.useSelector((s) => s.matches('verifying'));
  const matched = CourtLookupContext.useSelector((s) => s.matches('matched') || s.matches('joined'));
  const unmatched = CourtLookupContext.useSelector((s) => s.matches('unmatched'));
  const courses = CourtLookupContext.useSelector((s) => s.context.courses);
  const failure = CourtLookupContext.useSelector((s) => (s.matches('unmatched') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { verify, join } = useCourtLookupEvents();
  const { t } = useLingui();

  return (
    <main className="auth-card court-lookup">
      <h1>
        <Trans>Verify your court case</Trans>
      </h1>
      <CourtLookupForm busy={verifying} onSubmit={verify} />
      {verifying ? <Loader label={t`Searching for your court case…`} /> : null}
      {unmatched ? (
        <Alert tone="error">
          {failure === undefined || (failure.kind === 'failure' && !failure.message)
            ? t`No Records Found!`
            : failureText}
        </Alert>
      ) : null}
      {matched ? <CourtCourseList courses={courses} onJoin={join} /> : null}
      <p>
        <Link to="/">
          <Trans>Return to Home</Trans>
        </Link>
      </p>
    </main>
  );
}
