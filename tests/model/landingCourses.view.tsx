import { expect } from 'vitest';

import type { coursesLandingMachine } from '@machines/landing';
import { CoursesLandingView } from '@flows/landing/CoursesLandingView';
import { CoursesLandingContext } from '@flows/landing/LandingContext';

import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';

const labels = {
  1: 'Package 1 – $20.00',
  2: 'Package 2 – $50.00',
  3: 'Package 3 – $30.00',
  4: 'Package 4 – $40.00',
} as const;

export const landingCoursesView: FlowViewDriver<typeof coursesLandingMachine> = {
  render: renderInFlow('/courses-landing', CoursesLandingContext, <CoursesLandingView />),
  perform: {
    'package.select': async (event, { user, screen }) => {
      await user.click(screen.getByRole('radio', { name: labels[event.package as keyof typeof labels] }));
    },
    'selection.continue': clickButton('Continue'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { name: "30-Hour Online Driver's Ed Course" })).toBeInTheDocument();
    expect(screen.getByText('Only $80')).toBeInTheDocument();
    for (const pkg of [1, 2, 3, 4] as const) {
      const radio = screen.getByRole('radio', { name: labels[pkg] });
      if (pkg === s.context.selectedPackage) expect(radio).toBeChecked();
      else expect(radio).not.toBeChecked();
    }
    if (s.matches('continued')) expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
