import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { LoadRetryPanel } from '@shared/person/LoadRetryPanel';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';

import { ParentVerificationContext } from './ParentVerificationContext';
import { ParentVerificationForm } from './ParentVerificationForm';
import { parentFormValues } from './parentVerificationForm';
import { useParentVerificationEvents } from './useParentVerificationEvents';

import '@shared/person/personForm.css';

/** /home/parent-verification: the parent or guardian confirms their identity (02 §4, §5). */
export function ParentVerificationView() {
  const { t } = useLingui();
  const loading = ParentVerificationContext.useSelector((s) => s.matches('loading'));
  const left = ParentVerificationContext.useSelector((s) => s.matches('left'));
  const loadFailure = ParentVerificationContext.useSelector((s) =>
    s.matches('failed') ? s.context.loadFailure : undefined,
  );
  const formShown = ParentVerificationContext.useSelector(
    (s) => s.matches('editing') || s.matches('verifying') || s.matches('notVerified'),
  );
  const verifying = ParentVerificationContext.useSelector((s) => s.matches('verifying'));
  const notVerified = ParentVerificationContext.useSelector((s) => s.matches('notVerified'));
  const failure = ParentVerificationContext.useSelector((s) => (s.matches('editing') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const states = ParentVerificationContext.useSelector((s) => s.context.states);
  const sent = ParentVerificationContext.useSelector((s) => s.context.fields);
  const { submit, retry } = useParentVerificationEvents();
  // Read by the form when it first shows only; afterwards it keeps what was typed.
  const initialValues = parentFormValues(sent);

  return (
    <main className="page person-page">
      <h1>
        <Trans>Parent Verification</Trans>
      </h1>
      <p className="person-page__intro">
        <Trans>
          Your state requires a parent or guardian to verify their identity before you start the course. Please enter
          the parent or guardian's details.
        </Trans>
      </p>
      <section className="page__section">
        {loading ? <Loader label={t`Loading the parent verification form…`} /> : null}
        {left ? <Loader label={t`Taking you to your course…`} /> : null}
        <LoadRetryPanel loadFailure={loadFailure} onRetry={retry} />
        {notVerified ? <Alert tone="error">{t`Parent Identity  Not verified`}</Alert> : null}
        {failure ? <Alert tone="error">{failureText}</Alert> : null}
        {formShown && states ? (
          <ParentVerificationForm initialValues={initialValues} states={states} busy={verifying} onSubmit={submit} />
        ) : null}
      </section>
    </main>
  );
}
