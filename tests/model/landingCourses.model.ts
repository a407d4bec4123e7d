import { coursesLandingMachine } from '@machines/landing';

import { effect, navigate } from './harness/effects';
import type { FlowModel } from './harness/model';

export const landingCoursesModel: FlowModel<typeof coursesLandingMachine> = {
  id: 'coursesLanding',
  title: '/courses-landing: choose a package (Package 1 preselected), Continue to /register (01 §2, §9)',
  machine: coursesLandingMachine,
  events: (s) =>
    s.matches('choosing')
      ? [
          { type: 'package.select', package: 1 },
          { type: 'package.select', package: 2 },
          { type: 'package.select', package: 3 },
          { type: 'package.select', package: 4 },
          { type: 'selection.continue' },
        ]
      : [],
  describeEvent: (e) =>
    e.type === 'package.select'
      ? `the visitor picks Package ${e.package}`
      : e.type === 'selection.continue'
        ? 'the visitor presses Continue'
        : undefined,
  sideEffects: {
    // The package on screen when Continue is pressed is stored (with the landing course), then /register.
    continued: ({ from }) => [
      effect('storeLandingChoice', { package: from?.context.selectedPackage }),
      navigate('/register'),
    ],
  },
};
