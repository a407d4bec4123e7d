import { fromPromise } from 'xstate';
import type { LoadOrganisationInput, Organisation } from '@machines/branding';
import type { Failure } from '@machines/shared/failure';
import { asFailure } from '@app/shared/api';
import type { SessionEndpoints } from '@app/shared/api/endpoints/session';

/** A success answer without the organisation record cannot brand anything. */
const missingRecord: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/** The real I/O of the branding machine. */
export const createBrandingActors = (api: Pick<SessionEndpoints, 'organisationLogo'>) => ({
  loadOrganisation: fromPromise<Organisation, LoadOrganisationInput>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.organisationLogo(input, signal));
    if (!answer.data) throw missingRecord;
    return answer.data;
  }),
});
