import { landingMachine } from '@machines/landing';

import { networkFailure } from './failures.fixtures';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const landingModel: FlowModel<typeof landingMachine> = {
  id: 'landing',
  title: 'Landing page: information tabs, affiliate tracking 3 s after load (01 §2 /, §4)',
  machine: landingMachine,
  events: (s) => [
    { type: 'tab.select', tab: 'courseDetails' },
    { type: 'tab.select', tab: 'whyChooseUs' },
    { type: 'tab.select', tab: 'faqs' },
    ...(invokes(s, 'trackVisit') ? [done('trackVisit'), failed('trackVisit', networkFailure)] : []),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'tab.select' ? `the visitor opens the ${e.tab} tab` : undefined),
  sideEffects: {
    // The visit is tracked or not: the page goes on either way, nothing stored, no navigation.
    'tracking.recorded': [],
    'tracking.unrecorded': [],
  },
};
