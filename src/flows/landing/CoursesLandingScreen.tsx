import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { coursesLandingMachine, landingConstants } from '@machines/landing';
import { useServices } from '@app/shared/services';
import { CoursesLandingContext } from './LandingContext';
import { CoursesLandingView } from './CoursesLandingView';

/** Route /courses-landing: Continue stores the landing choice and opens /register. */
export default function CoursesLandingScreen() {
  const { storage } = useServices();
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      coursesLandingMachine.provide({
        actions: {
          storeLandingChoice: (_, { package: pkg }) => {
            storage.set('organisationId', landingConstants.organisationId);
            storage.set('configCourseId', landingConstants.configCourseId);
            storage.set('landingFlag', 'true');
            storage.set('landingPackage', pkg);
          },
          navigate: (_, { to }) => navigate(to),
        },
      }),
    [storage, navigate],
  );
  return (
    <CoursesLandingContext.Provider logic={logic}>
      <CoursesLandingView />
    </CoursesLandingContext.Provider>
  );
}
