import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { CoursesLandingContext, CoursesLandingEvent, LandingPackage } from './landing.types';

/** 01 §2 /courses-landing: the flagship course and Packages 1–4; Continue goes to /register. */
export const coursesLandingMachine = setup({
  types: {
    context: {} as CoursesLandingContext,
    events: {} as CoursesLandingEvent,
  },
  actions: {
    /** Stores organisation 1001, config course 383, landingFlag 'true' and landingPackage. */
    storeLandingChoice: (_, _params: { package: LandingPackage }) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'coursesLanding',
  context: { selectedPackage: 1 },
  initial: 'choosing',
  states: {
    choosing: {
      meta: { spec: '01 §2 /courses-landing, §9 Landing: default package 1' },
      on: {
        'package.select': { actions: assign({ selectedPackage: ({ event }) => event.package }) },
        'selection.continue': {
          target: 'continued',
          meta: {
            spec: '01 §2 /courses-landing: Continue stores organisation 1001, course config 383, the landing flag and package',
          },
          actions: [
            { type: 'storeLandingChoice', params: ({ context }) => ({ package: context.selectedPackage }) },
            { type: 'navigate', params: { to: routes.register } },
          ],
        },
      },
    },
    continued: { type: 'final' },
  },
});
