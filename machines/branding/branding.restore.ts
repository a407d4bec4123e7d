import { brandingMachine } from './branding.machine';
import type { LoadOrganisationInput, Organisation } from './branding.types';

/**
 * The branding machine as it stands once `query` has been answered with `organisation` (ready, or course expired):
 * for an answer the page already carries (the server wrote it into the HTML), so neither the server's render of the
 * chrome nor the app's first render shows the product's look first. Retries and reloads run the machine as usual.
 */
export function brandingAnswered(query: LoadOrganisationInput, organisation: Organisation) {
  return brandingMachine.resolveState({
    value: { ready: organisation.isCourseExpired ? 'courseExpired' : 'available' },
    context: { query, organisation },
  });
}
