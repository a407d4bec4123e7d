import { useMemo, type ReactNode } from 'react';
import { brandingMachine, type BrandingInput } from '@machines/branding';
import { useServices } from '@app/shared/services';
import { BrandingContext } from './BrandingContext';
import { createBrandingActors } from './branding.actors';

/**
 * Runs the branding machine once at the app root (01 §7 Organisation logo): the organisation of
 * this origin, with the stored configCourseId when there is one.
 */
export function BrandingProvider({ children }: { children: ReactNode }) {
  const { api, storage } = useServices();
  const logic = useMemo(() => brandingMachine.provide({ actors: createBrandingActors(api) }), [api]);
  const input = useMemo<BrandingInput>(() => ({ domain: window.location.origin, configCourseId: storage.get('configCourseId'), organisationId: storage.get('organisationId') }), [storage]);
  return (
    <BrandingContext.Provider logic={logic} options={{ input }}>
      {children}
    </BrandingContext.Provider>
  );
}
