import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import {
  expressCourseInfoMachine,
  expressRegistrationMachine,
  type ExpressSettings,
} from '@machines/expressRegistration';
import { courseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { expressEndpoints } from '@shared/api/endpoints/express';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';
import { useBranding, useBrandingEvents } from '@flows/chrome';

import { CourseInfoView } from './CourseInfoView';
import {
  createExpressCourseInfoImplementations,
  createExpressRegistrationImplementations,
} from './expressRegistration.actors';
import {
  ExpressCourseInfoContext,
  ExpressPhoneOfferContext,
  ExpressRegistrationContext,
} from './ExpressRegistrationContext';
import { ExpressRegistrationView } from './ExpressRegistrationView';
import { readExpressEntry } from './expressRequest';
import { storedResumeStep } from './expressStorage';
import { PhoneOfferView } from './PhoneOfferView';

import './express.css';

/** Route /registerfast: express registration with the app's I/O, storage, navigation and branding. */
export default function ExpressRegistrationFlow() {
  const { storage } = useServices();
  const expressApi = useEndpoints(expressEndpoints);
  const courseCheckoutApi = useEndpoints(courseCheckoutEndpoints);
  const location = useLocation();
  const { reload } = useBrandingEvents();
  const { organisation, attributes } = useBranding();
  // The link and the stored fast-lane step are read once, when the page opens.
  const entry = useOnce(() =>
    readExpressEntry(location.search, {
      organisationId: storage.get('organisationId'),
      countyLedgerId: storage.get('countyLedgerId'),
      registerVia: storage.get('registerVia'),
    }),
  );
  const input = useOnce(() => ({ resumeStep: storedResumeStep(storage) }));
  const logic = useFlowLogic((navigate) =>
    expressRegistrationMachine.provide(
      createExpressRegistrationImplementations({ expressApi, courseCheckoutApi, storage, navigate }),
    ),
  );
  const courseLogic = useFlowLogic(() =>
    expressCourseInfoMachine.provide(
      createExpressCourseInfoImplementations({
        api: expressApi,
        reloadBranding: (configCourseId) => reload({ configCourseId, organisationId: entry.organisationId }),
      }),
    ),
  );

  const organisationId = entry.organisationId ?? organisation?.organisationId;
  const settings = useMemo<ExpressSettings>(
    () => ({
      paymentBypass: attributes.PAYMENT_BYPASS === 'true',
      azFlow: attributes.AZ_FLOW === 'true',
      ...(organisationId === undefined ? {} : { organisationId }),
    }),
    [attributes, organisationId],
  );
  const requestEntry = useMemo(
    () => (organisationId === undefined ? entry : { ...entry, organisationId }),
    [entry, organisationId],
  );

  return (
    <ExpressRegistrationContext.Provider logic={logic} options={{ input }}>
      <ExpressPhoneOfferContext.Provider>
        <ExpressCourseInfoContext.Provider
          logic={courseLogic}
          options={{ input: { configCourseId: entry.configCourseId } }}
        >
          <main className="express">
            <CourseInfoView />
            <ExpressPage entry={requestEntry} settings={settings} />
            <PhoneOfferView twilioRequired={Boolean(organisation?.isTwilioRequired)} />
          </main>
        </ExpressCourseInfoContext.Provider>
      </ExpressPhoneOfferContext.Provider>
    </ExpressRegistrationContext.Provider>
  );
}

/** The express form with the number the phone offer keeps. */
function ExpressPage({
  entry,
  settings,
}: Pick<React.ComponentProps<typeof ExpressRegistrationView>, 'entry' | 'settings'>) {
  const mobileNumber = ExpressPhoneOfferContext.useSelector((s) => s.context.mobileNumber);
  const optSms = ExpressPhoneOfferContext.useSelector((s) => s.context.optSms);
  const phone = useMemo(() => ({ mobileNumber, optSms }), [mobileNumber, optSms]);
  return <ExpressRegistrationView entry={entry} settings={settings} phone={phone} />;
}
