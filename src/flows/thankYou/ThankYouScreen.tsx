import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { surveyMachine } from '@machines/survey';
import { thankYouMachine } from '@machines/thankYou';
import { checkoutEndpoints } from '@app/shared/api/endpoints/checkout';
import { studentEndpoints } from '@app/shared/api/endpoints/student';
import { useEndpoints, useServices } from '@app/shared/services';
import { useBranding } from '../chrome/useBranding';
import { SurveyLogicContext } from './survey/SurveyLogicContext';
import { createSurveyActors } from './survey/survey.actors';
import { ThankYouContext } from './ThankYouContext';
import { ThankYouView } from './ThankYouView';
import { createThankYouActors } from './thankYou.actors';
import { requestedOrderOf, thankYouInputOf } from './thankYouInput';

/** Where the parent goes once the payment is done (02 §2: the external driving-school start page). */
const parentFlowDoneUrl = import.meta.env.VITE_PARENT_FLOW_DONE_URL || '/';

/** Route /home/view-billing-details: the thank-you page after a payment, or ?studentPaymentTrxId= from the order history. */
export default function ThankYouScreen() {
  const { storage } = useServices();
  const checkoutApi = useEndpoints(checkoutEndpoints);
  const studentApi = useEndpoints(studentEndpoints);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestedOrder = requestedOrderOf(params);
  const branding = useBranding();
  // Read once: the page's facts are those of its arrival.
  const [input] = useState(() => thankYouInputOf(storage, requestedOrder ?? undefined, branding.organisation?.isShowShopperRequired === true, Math.random));
  const logic = useMemo(
    () =>
      thankYouMachine.provide({
        actors: createThankYouActors(checkoutApi, studentApi),
        actions: {
          startSessionTime: () => storage.set('sessionTimeFlag', 'true'),
          storeFastLaneStep: (_, params) => storage.set('fastLaneStep', params.step),
          storeSkipPersonalInfo: () => storage.set('skipPersonalInfo', 'true'),
          navigate: (_, params) => navigate(params.to),
          printReceipt: () => window.print(),
          leaveParentFlow: () => {
            storage.clearSession();
            window.location.assign(parentFlowDoneUrl);
          },
        },
      }),
    [checkoutApi, studentApi, storage, navigate],
  );
  const surveyLogic = useMemo(() => surveyMachine.provide({ actors: createSurveyActors(checkoutApi) }), [checkoutApi]);

  if (requestedOrder === null) return <Navigate to="/home/myorders" replace />;
  return (
    <SurveyLogicContext.Provider value={surveyLogic}>
      <ThankYouContext.Provider logic={logic} options={{ input }}>
        <ThankYouView />
      </ThankYouContext.Provider>
    </SurveyLogicContext.Provider>
  );
}
