import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { intlLocale, isLocale } from '@shared/i18n/locales';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { forCourse } from './courseAsked';
import { EligibilityContext } from './EligibilityContext';
import { EligibilityForm } from './EligibilityForm';
import { declineReasonText, documentStatusText, documentTypeText } from './eligibilityWords';
import { useEligibilityEvents } from './useEligibilityEvents';

const dateOf = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, { dateStyle: 'medium' }).format(
    new Date(iso),
  );

function StatusLink({ studentCourseId }: { studentCourseId: number }) {
  return (
    <Link to={forCourse(routes.azRegistrationStatus, studentCourseId)}>
      <Trans>See your registration status</Trans>
    </Link>
  );
}

/** /home/eligibility: the check's questions, or its outcome in words with what to do next. */
export function EligibilityView() {
  const { t, i18n } = useLingui();
  const state = EligibilityContext.useSelector((s) =>
    s.matches('loadFailed')
      ? 'loadFailed'
      : s.matches('documentsMissing')
        ? 'documentsMissing'
        : s.matches('answering') || s.matches('deciding')
          ? 'answering'
          : s.matches('approved') || s.matches('starting')
            ? 'approved'
            : s.matches('declined')
              ? 'declined'
              : 'loading',
  );
  const busy = EligibilityContext.useSelector((s) => s.matches('deciding'));
  const page = EligibilityContext.useSelector((s) => s.context.page);
  const failure = EligibilityContext.useSelector((s) =>
    s.matches('loadFailed') || s.matches('answering') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useEligibilityEvents();
  const decidedAt = page?.decision ? dateOf(i18n.locale, page.decision.decidedAt) : '';

  return (
    <main className="page eligibility">
      <h1>
        <Trans>Eligibility</Trans>
      </h1>
      {page ? <p className="eligibility__course">{page.courseName}</p> : null}
      {state === 'loading' ? <Loader label={t`Loading your eligibility check…`} /> : null}
      {state === 'loadFailed' ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {state === 'documentsMissing' && page ? (
        <section className="page__section">
          <Alert tone="info">
            <Trans>Before the eligibility check, please file the documents your course needs.</Trans>
          </Alert>
          <ul className="eligibility__documents">
            {page.documents.map((d) => (
              <li key={d.type}>
                {documentTypeText(i18n, d.type)}: {documentStatusText(i18n, d.status)}
              </li>
            ))}
          </ul>
          <p>
            <Link to={forCourse(routes.fileDocuments, page.studentCourseId)} className="button button--primary">
              <Trans>File your documents</Trans>
            </Link>
          </p>
        </section>
      ) : null}
      {state === 'answering' && page ? (
        <section className="page__section">
          <p>
            <Trans>
              Arizona allows defensive driving school for an eligible violation once every{' '}
              {page.rule.monthsBetweenCourses} months, and the course must be finished{' '}
              {page.rule.minimumDaysBeforeCourtDate} days before your court date. Answer these questions truthfully and
              sign below; we decide at once.
            </Trans>
          </p>
          {failure ? <Alert tone="error">{failureText}</Alert> : null}
          <EligibilityForm page={page} busy={busy} onSubmit={events.submit} />
        </section>
      ) : null}
      {state === 'approved' && page ? (
        <section className="page__section">
          <Alert tone="success">
            <Trans>You are eligible (decided on {decidedAt}). Your course can start now.</Trans>
          </Alert>
          <p>
            <Button variant="primary" onClick={events.start}>
              <Trans>Start course</Trans>
            </Button>
          </p>
          <p>
            <StatusLink studentCourseId={page.studentCourseId} />
          </p>
        </section>
      ) : null}
      {state === 'declined' && page?.decision ? (
        <section className="page__section">
          <Alert tone="info">
            <Trans>You are not eligible for this course (decided on {decidedAt}), for these reasons:</Trans>
          </Alert>
          <ul className="eligibility__reasons">
            {page.decision.reasons.map((reason) => (
              <li key={reason}>{declineReasonText(i18n, reason, page.rule)}</li>
            ))}
          </ul>
          <p>
            <Trans>
              The course cannot start. If an answer was wrong, please write to our support team; you may also ask for a
              refund, as the course has not started.
            </Trans>
          </p>
          <p className="course-actions">
            <Link to={routes.support} className="button button--primary">
              <Trans>Contact support</Trans>
            </Link>
            <Link to={routes.refund} className="button button--secondary">
              <Trans>Ask for a refund</Trans>
            </Link>
          </p>
          <p>
            <StatusLink studentCourseId={page.studentCourseId} />
          </p>
        </section>
      ) : null}
    </main>
  );
}
