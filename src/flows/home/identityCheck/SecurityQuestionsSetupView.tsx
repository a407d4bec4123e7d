import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { SecurityQuestionsForm } from './SecurityQuestionsForm';
import { type SecurityQuestionsSetupRef, useSecurityQuestionsSetupEvents } from './useIdentityCheckEvents';

import './identityCheck.css';

/** 02 §2 security-quiz-save: why, then the form; the answers are never shown again. */
export function SecurityQuestionsSetupView({ actor }: { actor: SecurityQuestionsSetupRef }) {
  const { t } = useLingui();
  const step = useSelector(actor, (s) =>
    s.matches('loadFailed') ? 'loadFailed' : s.matches('answering') || s.matches('saving') ? 'form' : 'loading',
  );
  const list = useSelector(actor, (s) => s.context.list);
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const failure = useSelector(actor, (s) =>
    s.matches('answering') || s.matches('loadFailed') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const { submitAnswers, retry } = useSecurityQuestionsSetupEvents(actor);
  return (
    <section aria-labelledby="security-setup-title">
      <h2 id="security-setup-title">
        <Trans>Your security questions</Trans>
      </h2>
      {step === 'loading' ? <Loader label={t`Loading the questions…`} /> : null}
      {step === 'loadFailed' ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {step === 'form' && list ? (
        <>
          <p>
            <Trans>
              The state requires us to check that you are the person taking this course. Pick {list.savedCount}{' '}
              questions and answer them. During the course we will ask you some of them again.
            </Trans>
          </p>
          <p>
            <Trans>
              Choose answers you will remember exactly. Capital letters, spaces and punctuation do not matter. Your
              answers are stored securely and are never shown again.
            </Trans>
          </p>
          {failure ? <Alert tone="error">{failureText}</Alert> : null}
          <SecurityQuestionsForm list={list} busy={busy} onSubmit={submitAnswers} />
        </>
      ) : null}
    </section>
  );
}
