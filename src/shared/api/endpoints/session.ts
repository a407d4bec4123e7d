import { emptyEnvelope } from '@contracts/envelope';
import type { LogoutRequest, OrganisationLogoQuery, TimeUpdateRequest } from '@contracts/index';
import { organisationLogoResponseSchema } from '@contracts/organisation';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/** The calls of the app shell (session and branding): the only area in the first chunk. Every one takes the caller's AbortSignal. */
export const sessionEndpoints = (client: ApiClient) => ({
  logout: (body: LogoutRequest, signal: AbortSignal) =>
    client.call(apiPaths.logout, emptyEnvelope, { method: 'POST', body, signal }),
  updateChapterTime: (body: TimeUpdateRequest, signal: AbortSignal) =>
    client.call(apiPaths.chapterTime, emptyEnvelope, { method: 'PUT', body, signal }),
  organisationLogo: (query: OrganisationLogoQuery, signal: AbortSignal) =>
    client.callData(apiPaths.organisationLogo, organisationLogoResponseSchema, { query, signal }),
});

export type SessionEndpoints = ReturnType<typeof sessionEndpoints>;
