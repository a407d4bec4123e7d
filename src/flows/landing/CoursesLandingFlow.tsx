import { coursesLandingMachine } from '@machines/landing';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useServices } from '@shared/services';

import { CoursesLandingView } from './CoursesLandingView';
import { createCoursesLandingImplementations } from './landing.implementations';
import { CoursesLandingContext } from './LandingContext';

/** Route /courses-landing: Continue stores the landing choice and opens /register. */
export default function CoursesLandingFlow() {
  const { storage } = useServices();
  const logic = useFlowLogic((navigate) =>
    coursesLandingMachine.provide(createCoursesLandingImplementations({ storage, navigate })),
  );
  return (
    <CoursesLandingContext.Provider logic={logic}>
      <CoursesLandingView />
    </CoursesLandingContext.Provider>
  );
}
