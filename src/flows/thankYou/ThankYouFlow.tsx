import { useLingui } from '@lingui/react/macro';
import { Navigate, useSearchParams } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { surveyMachine } from '@machines/survey';
import { thankYouMachine } from '@machines/thankYou';
import { checkoutEndpoints } from '@shared/api/endpoints/checkout';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { useBranding } from '../chrome/useBranding';
import { createSurveyImplementations } from './survey/survey.actors';
import { SurveyLogicContext } from './survey/SurveyLogicContext';
import { createThankYouImplementations } from './thankYou.actors';
import { ThankYouContext } from './ThankYouContext';
import { requestedOrderOf, thankYouInputOf } from './thankYouInput';
import { ThankYouView } from './ThankYouView';

/** Route /home/view-billing-details: the thank-you page after a payment, or ?studentPaymentTrxId= from the order history. */
export default function ThankYouFlow() {
  const { storage } = useServices();
  const { i18n } = useLingui();
  const checkoutApi = useEndpoints(checkoutEndpoints);
  const studentApi = useEndpoints(studentEndpoints);
  const [params] = useSearchParams();
  const requestedOrder = requestedOrderOf(params);
  const branding = useBranding();
  // Read once: the page's facts are those of its arrival.
  const input = useOnce(() =>
    thankYouInputOf(
      storage,
      requestedOrder ?? undefined,
      branding.organisation?.isShowShopperRequired === true,
      Math.random,
      // 01 §2: the AZ flow when the attribute is present (as the stepper reads it).
      'AZ_FLOW' in branding.attributes,
    ),
  );
  const logic = useFlowLogic((navigate) =>
    thankYouMachine.provide(
      createThankYouImplementations({ checkoutApi, studentApi, storage, navigate, language: () => i18n.locale }),
    ),
  );
  const surveyLogic = useFlowLogic(() => surveyMachine.provide(createSurveyImplementations({ api: checkoutApi })));

  if (requestedOrder === null) return <Navigate to={routes.myOrders} replace />;
  return (
    <SurveyLogicContext.Provider value={surveyLogic}>
      <ThankYouContext.Provider logic={logic} options={{ input }}>
        <ThankYouView />
      </ThankYouContext.Provider>
    </SurveyLogicContext.Provider>
  );
}
