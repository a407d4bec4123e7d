import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { entryLinkMachine } from '@machines/entryLink';
import { landingMachine } from '@machines/landing';
import RegistrationScreen from '@app/flows/registration/RegistrationScreen';
import { EntryLinkContext } from '@app/flows/entryLinks/EntryLinkContext';
import { EntryLinkView } from '@app/flows/entryLinks/EntryLinkView';
import { createEntryLinkActors, createEntryLinkStorage } from '@app/flows/entryLinks/entryLink.actors';
import { entryLinkOf } from '@app/flows/entryLinks/entryDecision';
import { entryLinksEndpoints } from '@app/shared/api/endpoints/entryLinks';
import { useEndpoints, useServices } from '@app/shared/services';
import { localAffiliateTracker } from './affiliateTracking';
import { LandingContext } from './LandingContext';
import { LandingView } from './LandingView';

/** The landing page proper: registration, tabs and affiliate tracking 3 s after load. */
function LandingPage() {
  const { storage } = useServices();
  const location = useLocation();
  // The visit is the address the page was loaded with.
  const [visit] = useState(() => ({ path: location.pathname, search: location.search }));
  const logic = useMemo(() => {
    const tracker = localAffiliateTracker(storage);
    return landingMachine.provide({ actors: { trackVisit: fromPromise(({ signal }) => tracker.recordVisit(visit, signal)) } });
  }, [storage, visit]);
  return (
    <LandingContext.Provider logic={logic}>
      <LandingView registration={<RegistrationScreen />} />
    </LandingContext.Provider>
  );
}

/**
 * Routes / and /course-enrollment: the entry link the address carries is acted on first
 * (01 §2 Entry query parameters); without one the landing page shows.
 */
export default function LandingScreen() {
  const { storage } = useServices();
  const api = useEndpoints(entryLinksEndpoints);
  const navigate = useNavigate();
  const location = useLocation();
  const [link] = useState(() =>
    entryLinkOf({
      host: window.location.host,
      pathname: location.pathname,
      hash: location.hash,
      search: location.search,
      marketingSiteUrl: import.meta.env.VITE_MARKETING_SITE_URL,
    }),
  );
  const logic = useMemo(() => {
    const store = createEntryLinkStorage(storage);
    return entryLinkMachine.provide({
      actors: createEntryLinkActors(api),
      actions: {
        navigate: (_, { to }) => navigate(to, { replace: true }),
        openExternal: (_, { url }) => window.location.assign(url),
        storeBackendLogin: (_, params) => store.storeBackendLogin(params),
        storeStudentLink: (_, params) => store.storeStudentLink(params),
        storeParentFlow: (_, params) => store.storeParentFlow(params),
      },
    });
  }, [api, storage, navigate]);
  return (
    <EntryLinkContext.Provider logic={logic} options={{ input: { link } }}>
      <EntryLinkView landing={<LandingPage />} />
    </EntryLinkContext.Provider>
  );
}
