import { fromPromise } from 'xstate';

import type { brandingMachine, LoadOrganisationInput, Organisation } from '@machines/branding';
import type { SessionEndpoints } from '@shared/api/endpoints/session';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The real I/O of the branding machine. */
export const createBrandingActors = (api: Pick<SessionEndpoints, 'organisationLogo'>) => ({
  // A success without the organisation record cannot brand anything: the client reports it as invalidAnswer.
  loadOrganisation: fromPromise<Organisation, LoadOrganisationInput>(
    async ({ input, signal }) => (await api.organisationLogo(input, signal)).data,
  ),
});

/** Everything the branding machine needs from the app: its I/O. */
export const createBrandingImplementations = ({ api }: { api: Pick<SessionEndpoints, 'organisationLogo'> }) =>
  ({
    actors: createBrandingActors(api),
  }) satisfies ImplementationsOf<typeof brandingMachine>;
