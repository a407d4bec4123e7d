import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expressCourseInfoMachine, expressRegistrationMachine, type ExpressSettings } from '@machines/expressRegistration';
import { useBranding, useBrandingEvents } from '@app/flows/chrome';
import { courseCheckoutEndpoints } from '@app/shared/api/endpoints/courseCheckout';
import { expressEndpoints } from '@app/shared/api/endpoints/express';
import { useEndpoints, useServices } from '@app/shared/services';
import { CourseInfoView } from './CourseInfoView';
import { ExpressCourseInfoContext, ExpressPhoneOfferContext, ExpressRegistrationContext } from './ExpressRegistrationContext';
import { ExpressRegistrationView } from './ExpressRegistrationView';
import { createCourseInfoActors, createExpressActors } from './expressRegistration.actors';
import { readExpressEntry } from './expressRequest';
import { markExpressRegistering, storedResumeStep, storeExpressSession, storeFastLaneStep } from './expressStorage';
import { PhoneOfferView } from './PhoneOfferView';
import './express.css';

/** Route /registerfast: express registration with the app's I/O, storage, navigation and branding. */
export default function ExpressRegistrationScreen() {
  const { storage } = useServices();
  const expressApi = useEndpoints(expressEndpoints);
  const courseCheckoutApi = useEndpoints(courseCheckoutEndpoints);
  const navigate = useNavigate();
  const location = useLocation();
  const { reload } = useBrandingEvents();
  const { organisation, attributes } = useBranding();
  // The actors are created once; navigation must always use the current router function.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // The link and the stored fast-lane step are read once, when the page opens.
  const [entry, input] = useMemo(
    () => [readExpressEntry(location.search, { organisationId: storage.get('organisationId'), countyLedgerId: storage.get('countyLedgerId'), registerVia: storage.get('registerVia') }), { resumeStep: storedResumeStep(storage) }],
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const logic = useMemo(
    () =>
      expressRegistrationMachine.provide({
        actors: createExpressActors(expressApi, courseCheckoutApi),
        actions: {
          navigate: (_, { to }) => navigateRef.current(to),
          markRegistering: (_, { configCourseId }) => markExpressRegistering(storage, configCourseId),
          storeSession: (_, session) => storeExpressSession(storage, session),
          storeFastLaneStep: (_, { step }) => storeFastLaneStep(storage, step),
          clearSession: () => storage.clearSession(),
          reloadPage: () => window.location.reload(),
        },
      }),
    [expressApi, courseCheckoutApi, storage],
  );
  const courseLogic = useMemo(
    () =>
      expressCourseInfoMachine.provide({
        actors: createCourseInfoActors(expressApi),
        actions: {
          reloadBranding: (_, { configCourseId }) => reload({ configCourseId, organisationId: entry.organisationId }),
          logReviewsFailure: (_, { failure }) => console.warn('Reviews aggregate failed', failure),
        },
      }),
    [expressApi, reload, entry],
  );

  const organisationId = entry.organisationId ?? organisation?.organisationId;
  const settings = useMemo<ExpressSettings>(
    () => ({ paymentBypass: attributes.PAYMENT_BYPASS === 'true', azFlow: attributes.AZ_FLOW === 'true', ...(organisationId === undefined ? {} : { organisationId }) }),
    [attributes, organisationId],
  );
  const requestEntry = useMemo(() => (organisationId === undefined ? entry : { ...entry, organisationId }), [entry, organisationId]);

  return (
    <ExpressRegistrationContext.Provider logic={logic} options={{ input }}>
      <ExpressPhoneOfferContext.Provider>
        <ExpressCourseInfoContext.Provider logic={courseLogic} options={{ input: { configCourseId: entry.configCourseId } }}>
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
function ExpressPage({ entry, settings }: Pick<React.ComponentProps<typeof ExpressRegistrationView>, 'entry' | 'settings'>) {
  const mobileNumber = ExpressPhoneOfferContext.useSelector((s) => s.context.mobileNumber);
  const optSms = ExpressPhoneOfferContext.useSelector((s) => s.context.optSms);
  const phone = useMemo(() => ({ mobileNumber, optSms }), [mobileNumber, optSms]);
  return <ExpressRegistrationView entry={entry} settings={settings} phone={phone} />;
}
