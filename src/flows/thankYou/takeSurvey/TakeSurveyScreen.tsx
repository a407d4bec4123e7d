import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { surveyMachine } from '@machines/survey';
import { takeSurveyMachine } from '@machines/takeSurvey';
import { checkoutEndpoints } from '@app/shared/api/endpoints/checkout';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints, useServices } from '@app/shared/services';
import { Alert } from '@app/shared/ui/Alert';
import { SurveyLogicContext } from '../survey/SurveyLogicContext';
import { createSurveyActors } from '../survey/survey.actors';
import { TakeSurveyContext } from './TakeSurveyContext';
import { TakeSurveyView } from './TakeSurveyView';
import { createTakeSurveyActors } from './takeSurvey.actors';

/** Route /home/take-survey: the satisfaction survey reachable on its own (e.g. from an e-mail link). */
export default function TakeSurveyScreen() {
  const { storage } = useServices();
  const checkoutApi = useEndpoints(checkoutEndpoints);
  const studentApi = useEndpoints(studentEndpoints);
  const navigate = useNavigate();
  // Read once: the page's student is the one of its arrival.
  const [studentId] = useState(() => storage.get('studentId'));
  const logic = useMemo(
    () =>
      takeSurveyMachine.provide({
        actors: createTakeSurveyActors(checkoutApi, studentApi),
        actions: { goToDashboard: () => navigate('/home/dashboard') },
      }),
    [checkoutApi, studentApi, navigate],
  );
  const surveyLogic = useMemo(() => surveyMachine.provide({ actors: createSurveyActors(checkoutApi) }), [checkoutApi]);

  if (studentId === undefined) {
    return (
      <main className="page take-survey">
        <h1>
          <Trans>Satisfaction survey</Trans>
        </h1>
        <Alert tone="info">
          <Trans>Please log in to take the survey.</Trans>
        </Alert>
        <p>
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </main>
    );
  }
  return (
    <SurveyLogicContext.Provider value={surveyLogic}>
      <TakeSurveyContext.Provider logic={logic} options={{ input: { studentId } }}>
        <TakeSurveyView />
      </TakeSurveyContext.Provider>
    </SurveyLogicContext.Provider>
  );
}
