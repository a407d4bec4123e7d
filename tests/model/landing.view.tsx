import { expect } from 'vitest';

import type { landingMachine } from '@machines/landing';
import { LandingContext } from '@flows/landing/LandingContext';
import { LandingView } from '@flows/landing/LandingView';

import { type FlowViewDriver, renderInFlow } from './harness/view';

const tabNames = { courseDetails: 'Course Details', whyChooseUs: 'Why Choose Us?', faqs: 'FAQs' } as const;
const panelText = {
  courseDetails: 'What the course covers',
  whyChooseUs: '100% online',
  faqs: 'How long does the course take?',
} as const;

export const landingView: FlowViewDriver<typeof landingMachine> = {
  render: renderInFlow('/', LandingContext, <LandingView registration={<p>The registration form</p>} />),
  perform: {
    'tab.select': async (event, { user, screen }) => {
      await user.click(screen.getByRole('tab', { name: tabNames[event.tab as keyof typeof tabNames] }));
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByText('The registration form')).toBeInTheDocument();
    for (const tab of Object.keys(tabNames) as Array<keyof typeof tabNames>) {
      const selected = s.matches({ tabs: tab });
      expect(screen.getByRole('tab', { name: tabNames[tab] })).toHaveAttribute('aria-selected', String(selected));
      if (selected) expect(screen.getByRole('tabpanel')).toHaveTextContent(panelText[tab]);
    }
  },
};
