import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { surveyMachine } from '@machines/survey';
import { takeSurveyMachine } from '@machines/takeSurvey';
import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';
import { Alert } from '@shared/ui/Alert';

import { createSurveyImplementations } from '../survey/survey.actors';
import { SurveyLogicContext } from '../survey/SurveyLogicContext';
import { createTakeSurveyImplementations } from './takeSurvey.actors';
import { TakeSurveyContext } from './TakeSurveyContext';
import { TakeSurveyView } from './TakeSurveyView';

/** Route /home/take-survey: the satisfaction survey reachable on its own (e.g. from an e-mail link). */
export default function TakeSurveyFlow() {
  const { storage } = useServices();
  const checkoutApi = useEndpoints(checkoutEndpoints);
  const studentApi = useEndpoints(studentEndpoints);
  // Read once: the page's student is the one of its arrival.
  const studentId = useOnce(() => storage.get('studentId'));
  const logic = useFlowLogic((navigate) =>
    takeSurveyMachine.provide(createTakeSurveyImplementations({ checkoutApi, studentApi, navigate })),
  );
  const surveyLogic = useFlowLogic(() => surveyMachine.provide(createSurveyImplementations({ api: checkoutApi })));

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
          <Link to={routes.login}>
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
