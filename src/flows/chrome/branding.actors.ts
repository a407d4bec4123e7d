import { fromPromise } from 'xstate';
import type { LoadOrganisationInput, Organisation } from '@machines/branding';
import type { SessionEndpoints } from '@app/shared/api/endpoints/session';

/** The real I/O of the branding machine. */
export const createBrandingActors = (api: Pick<SessionEndpoints, 'organisationLogo'>) => ({
  // A success without the organisation record cannot brand anything: the client reports it as invalidAnswer.
  loadOrganisation: fromPromise<Organisation, LoadOrganisationInput>(async ({ input, signal }) => (await api.organisationLogo(input, signal)).data),
});
