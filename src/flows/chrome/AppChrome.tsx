import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { useServices } from '@shared/services';
import { loadOnUse } from '@shared/ui/loadOnUse';

import { BrandingContext } from './BrandingContext';
import { chromeLayout } from './chromeLayout';
import { ChromeTools } from './ChromeTools';
import { Footer } from './Footer';
import { FullHeader } from './FullHeader';
import { MinimalHeader } from './MinimalHeader';
import { Stepper } from './Stepper';
import { stepperHidden, stepperSteps } from './stepper';
import { TopBanner } from './TopBanner';
import { useBranding } from './useBranding';
import { useBrandingEvents } from './useBrandingEvents';

import './chrome.css';

// Shown only when the branding failed or the course expired: other visits never download them.
const BrandingNotices = loadOnUse(() => import('./BrandingNotices').then((m) => m.BrandingNotices));

interface AppChromeProps {
  children: ReactNode;
  signedIn: boolean;
  /** Ends the session (clears storage and leaves); the logo and Logout call it while signed in. */
  onLogout: () => void;
}

/** The page chrome of 01 §2 around every route: header by path (with the accessibility controls), banner, stepper, footer. */
export function AppChrome({ children, signedIn, onLogout }: AppChromeProps) {
  const { pathname } = useLocation();
  const { storage } = useServices();
  const layout = useMemo(() => chromeLayout(pathname), [pathname]);
  const { organisation, attributes, logoUrl } = useBranding();
  const failed = BrandingContext.useSelector((s) => s.matches('failed'));
  const courseExpired = BrandingContext.useSelector((s) => s.matches({ ready: 'courseExpired' }));
  const { retry } = useBrandingEvents();
  const stateId = storage.get('stateId');
  const steps =
    layout.step !== undefined && !stepperHidden(attributes)
      ? stepperSteps({ azFlow: 'AZ_FLOW' in attributes, stateId }, layout.step)
      : undefined;
  const tools = <ChromeTools liveChat={organisation?.isComm100Required ?? false} />;

  return (
    <div className="chrome">
      {layout.banner ? <TopBanner /> : null}
      {layout.header === 'full' ? (
        <FullHeader
          logoUrl={logoUrl}
          partnerLogoUrl={organisation?.isPartnerOrganisation ? logoUrl : undefined}
          signedIn={signedIn}
          onLogout={onLogout}
          tools={tools}
        />
      ) : null}
      {layout.header === 'minimal' ? <MinimalHeader signedIn={signedIn} onLogout={onLogout} tools={tools} /> : null}
      {/* Without a header (/courses-landing) the controls keep a slim bar of their own above the page. */}
      {layout.header === 'none' ? <div className="chrome-toolbar">{tools}</div> : null}
      {failed || courseExpired ? (
        <BrandingNotices failed={failed} courseExpired={courseExpired} onRetry={retry} />
      ) : null}
      {steps ? <Stepper steps={steps} /> : null}
      <div className="chrome-content">{children}</div>
      {layout.footer ? <Footer /> : null}
    </div>
  );
}
