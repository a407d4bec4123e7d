import type { ReactNode } from 'react';

import type { LandingTab } from '@machines/landing';

import { LandingContext } from './LandingContext';
import { LandingTabs } from './LandingTabs';
import { useLandingEvents } from './useLandingEvents';

interface LandingViewProps {
  /** The registration page embedded above the tabs. */
  registration: ReactNode;
}

/** 01 §2 / and /course-enrollment: registration plus the information tabs. */
export function LandingView({ registration }: LandingViewProps) {
  const active = LandingContext.useSelector((s): LandingTab =>
    s.matches({ tabs: 'whyChooseUs' }) ? 'whyChooseUs' : s.matches({ tabs: 'faqs' }) ? 'faqs' : 'courseDetails',
  );
  const { selectTab } = useLandingEvents();
  return (
    <div className="landing">
      {registration}
      <LandingTabs active={active} onSelect={selectTab} />
    </div>
  );
}
