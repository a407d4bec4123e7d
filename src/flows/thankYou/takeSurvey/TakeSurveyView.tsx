import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { surveyInputOf } from '@machines/takeSurvey';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { SurveyFlow } from '../survey/SurveyFlow';
import { TakeSurveyContext } from './TakeSurveyContext';
import { useTakeSurveyEvents } from './useTakeSurveyEvents';

/** /home/take-survey: the satisfaction survey on its own page, about the newest completed purchase. */
export function TakeSurveyView() {
  const { t } = useLingui();
  const loading = TakeSurveyContext.useSelector((s) => s.matches('loading'));
  const failure = TakeSurveyContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const noPurchase = TakeSurveyContext.useSelector((s) => s.matches('noPurchase'));
  const answering = TakeSurveyContext.useSelector((s) => s.matches('answering'));
  const record = TakeSurveyContext.useSelector((s) => s.context.record);
  const student = TakeSurveyContext.useSelector((s) => s.context.student);
  const failureText = useFailureMessage(failure);
  const events = useTakeSurveyEvents();

  return (
    <main className="page take-survey">
      <h1>
        <Trans>Satisfaction survey</Trans>
      </h1>
      {loading ? <Loader label={t`Loading the survey…`} /> : null}
      {failure ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {noPurchase ? (
        <>
          <Alert tone="info">
            <Trans>You can take the survey after your first purchase.</Trans>
          </Alert>
          <p>
            <Link to="/home/dashboard">
              <Trans>Go to your dashboard</Trans>
            </Link>
          </p>
        </>
      ) : null}
      {answering && record && student ? (
        <SurveyFlow input={surveyInputOf(record, student)} onFinished={events.finishSurvey} />
      ) : null}
    </main>
  );
}
