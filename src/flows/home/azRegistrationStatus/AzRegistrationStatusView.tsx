import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import type { AzRegistrationStatus } from '@machines/azRegistrationStatus';
import { intlLocale, isLocale } from '@shared/i18n/locales';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { forCourse } from '../eligibility/courseAsked';
import { AzRegistrationStatusContext } from './AzRegistrationStatusContext';
import { useAzRegistrationStatusEvents } from './useAzRegistrationStatusEvents';

const dateOf = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The next step's page, when there is one for the student to take. */
function NextStep({ status }: { status: AzRegistrationStatus }) {
  const id = status.studentCourseId;
  if (status.documentsFiledAt === null)
    return (
      <Link to={forCourse(routes.fileDocuments, id)} className="button button--primary">
        <Trans>File your documents</Trans>
      </Link>
    );
  if (status.eligibility === null)
    return (
      <Link to={forCourse(routes.eligibility, id)} className="button button--primary">
        <Trans>Answer the eligibility check</Trans>
      </Link>
    );
  if (status.eligibility.outcome === 'declined')
    return (
      <Link to={forCourse(routes.eligibility, id)} className="button button--secondary">
        <Trans>Why you are not eligible, and what to do</Trans>
      </Link>
    );
  return (
    <Link to={routes.dashboard} className="button button--primary">
      {status.courseStartedAt === null ? <Trans>Start course</Trans> : <Trans>Continue your course</Trans>}
    </Link>
  );
}

/** /home/az-registration-status: the Arizona flow's steps, each with its date (or not yet). */
export function AzRegistrationStatusView() {
  const { t, i18n } = useLingui();
  const loading = AzRegistrationStatusContext.useSelector((s) => s.matches('loading'));
  const status = AzRegistrationStatusContext.useSelector((s) => (s.matches('shown') ? s.context.status : undefined));
  const failure = AzRegistrationStatusContext.useSelector((s) =>
    s.matches('loadFailed') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const { retry } = useAzRegistrationStatusEvents();
  const when = (iso: string | null) => (iso ? dateOf(i18n.locale, iso) : t`Not yet`);
  const steps = status
    ? [
        { key: 'registered', label: t`Registered`, at: status.registeredAt },
        { key: 'paid', label: t`Paid`, at: status.paidAt },
        { key: 'documents', label: t`Documents filed`, at: status.documentsFiledAt },
        {
          key: 'eligibility',
          label:
            status.eligibility?.outcome === 'declined'
              ? t`Eligibility declined`
              : status.eligibility
                ? t`Eligibility approved`
                : t`Eligibility`,
          at: status.eligibility?.decidedAt ?? null,
        },
        { key: 'started', label: t`Course started`, at: status.courseStartedAt },
      ]
    : [];
  return (
    <main className="page az-status">
      <h1>
        <Trans>Registration status</Trans>
      </h1>
      {loading ? <Loader label={t`Loading your registration status…`} /> : null}
      {failure ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {status ? (
        <>
          <p>{status.courseName}</p>
          <ol className="az-status__timeline" aria-label={t`Your steps`}>
            {steps.map((step) => (
              <li key={step.key} className={step.at ? 'az-status__step--done' : 'az-status__step--todo'}>
                <span className="az-status__label">{step.label}</span>{' '}
                <span className="az-status__date">{when(step.at)}</span>
              </li>
            ))}
          </ol>
          <p>
            <NextStep status={status} />
          </p>
        </>
      ) : null}
    </main>
  );
}
