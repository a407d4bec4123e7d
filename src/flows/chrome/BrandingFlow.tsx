import type { ReactNode } from 'react';

import { brandingAnswered, type BrandingInput, brandingMachine } from '@machines/branding';
import { sessionEndpoints } from '@shared/api/endpoints/session';
import { useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createBrandingImplementations } from './branding.actors';
import { BrandingContext } from './BrandingContext';
import { pageOrganisation } from './pageOrganisation';

/**
 * Runs the branding machine once at the app root (01 §7 Organisation logo): the organisation of
 * this origin, with the stored configCourseId when there is one. When the page's HTML carries the answer for this
 * origin (pageOrganisation.ts) the first render has that organisation's look: answered, or shown while a query
 * naming a course asks the server.
 */
export function BrandingFlow({ children }: { children: ReactNode }) {
  const { storage } = useServices();
  const api = useEndpoints(sessionEndpoints);
  // Outside the router (the chrome paints around every page): it never navigates.
  const logic = useOnce(() => brandingMachine.provide(createBrandingImplementations({ api })));
  const options = useOnce(() => {
    const input: BrandingInput = {
      domain: window.location.origin,
      configCourseId: storage.get('configCourseId'),
      organisationId: storage.get('organisationId'),
    };
    const onPage = pageOrganisation(input.domain);
    if (!onPage) return { input };
    // The page answers the query for its origin; a query naming a course or organisation still calls, showing it meanwhile.
    const answersQuery = input.configCourseId === undefined && input.organisationId === undefined;
    return answersQuery
      ? { input, snapshot: brandingAnswered(input, onPage) }
      : { input: { ...input, organisation: onPage } };
  });
  return (
    <BrandingContext.Provider logic={logic} options={options}>
      {children}
    </BrandingContext.Provider>
  );
}
