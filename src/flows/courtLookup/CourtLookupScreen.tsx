import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { courtLookupMachine } from '@machines/courtLookup';
import { expressEndpoints } from '@app/shared/api/endpoints/express';
import { useEndpoints, useServices } from '@app/shared/services';
import { CourtLookupContext } from './CourtLookupContext';
import { CourtLookupView } from './CourtLookupView';
import { createCourtLookupActors } from './courtLookup.actors';

/** Route /sacramento-court: clears stored data on opening; Join stores the course context. */
export default function CourtLookupScreen() {
  const { storage } = useServices();
  const api = useEndpoints(expressEndpoints);
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      courtLookupMachine.provide({
        actors: createCourtLookupActors(api),
        actions: {
          clearStoredData: () => storage.clearSession(),
          storeCourtCourse: (_, course) => {
            storage.set('configCourseId', course.configCourseId);
            if (course.countyLedgerId !== null) storage.set('countyLedgerId', course.countyLedgerId);
            if (course.stateId !== null) storage.set('stateId', course.stateId);
            if (course.courseId !== null) storage.set('courseId', course.courseId);
            if (course.organisationId !== null) storage.set('organisationId', course.organisationId);
            storage.set('courseName', course.name);
            storage.set('registerVia', 'sacramento');
          },
          navigate: (_, { to }) => navigate(to),
        },
      }),
    [api, storage, navigate],
  );
  return (
    <CourtLookupContext.Provider logic={logic}>
      <CourtLookupView />
    </CourtLookupContext.Provider>
  );
}
