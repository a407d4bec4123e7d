import { useMemo, type ReactNode } from 'react';
import { brandingAnswered, brandingMachine, type BrandingInput } from '@machines/branding';
import { sessionEndpoints } from '@app/shared/api/endpoints/session';
import { useEndpoints, useServices } from '@app/shared/services';
import { BrandingContext } from './BrandingContext';
import { createBrandingActors } from './branding.actors';
import { pageOrganisation } from './pageOrganisation';

/**
 * Runs the branding machine once at the app root (01 §7 Organisation logo): the organisation of
 * this origin, with the stored configCourseId when there is one. When the page's HTML already carries the answer
 * to that query (pageOrganisation.ts) the machine starts answered, so the first render has the organisation's look.
 */
export function BrandingProvider({ children }: { children: ReactNode }) {
  const { storage } = useServices();
  const api = useEndpoints(sessionEndpoints);
  const logic = useMemo(() => brandingMachine.provide({ actors: createBrandingActors(api) }), [api]);
  const options = useMemo(() => {
    const input: BrandingInput = { domain: window.location.origin, configCourseId: storage.get('configCourseId'), organisationId: storage.get('organisationId') };
    const answered = pageOrganisation(input);
    return answered ? { input, snapshot: brandingAnswered(input, answered) } : { input };
  }, [storage]);
  return (
    <BrandingContext.Provider logic={logic} options={options}>
      {children}
    </BrandingContext.Provider>
  );
}
