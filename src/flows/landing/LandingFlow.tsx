import { useLocation } from 'react-router-dom';

import { entryLinkMachine } from '@machines/entryLink';
import { landingMachine } from '@machines/landing';
import { entryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';
import { entryLinkOf } from '@flows/entryLinks/entryDecision';
import { createEntryLinkImplementations } from '@flows/entryLinks/entryLink.actors';
import { EntryLinkContext } from '@flows/entryLinks/EntryLinkContext';
import { EntryLinkView } from '@flows/entryLinks/EntryLinkView';
import RegistrationFlow from '@flows/registration/RegistrationFlow';

import { localAffiliateTracker } from './affiliateTracking';
import { createLandingImplementations } from './landing.implementations';
import { LandingContext } from './LandingContext';
import { LandingView } from './LandingView';

/** The landing page proper: registration, tabs and affiliate tracking 3 s after load. */
function LandingPage() {
  const { storage } = useServices();
  const location = useLocation();
  // The visit is the address the page was loaded with.
  const visit = useOnce(() => ({ path: location.pathname, search: location.search }));
  const logic = useFlowLogic(() =>
    landingMachine.provide(createLandingImplementations({ tracker: localAffiliateTracker(storage), visit })),
  );
  return (
    <LandingContext.Provider logic={logic}>
      <LandingView registration={<RegistrationFlow />} />
    </LandingContext.Provider>
  );
}

/**
 * Routes / and /course-enrollment: the entry link the address carries is acted on first
 * (01 §2 Entry query parameters); without one the landing page shows.
 */
export default function LandingFlow() {
  const { storage } = useServices();
  const api = useEndpoints(entryLinksEndpoints);
  const location = useLocation();
  const link = useOnce(() =>
    entryLinkOf({
      host: window.location.host,
      pathname: location.pathname,
      hash: location.hash,
      search: location.search,
      marketingSiteUrl: import.meta.env.VITE_MARKETING_SITE_URL,
    }),
  );
  const logic = useFlowLogic((navigate) =>
    entryLinkMachine.provide(createEntryLinkImplementations({ api, storage, navigate })),
  );
  return (
    <EntryLinkContext.Provider logic={logic} options={{ input: { link } }}>
      <EntryLinkView landing={<LandingPage />} />
    </EntryLinkContext.Provider>
  );
}
