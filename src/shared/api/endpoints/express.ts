import type { CourtLookupRequest, ExpressRegistrationRequest } from '@contracts/index';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/**
 * Answer schemas load with the first call that needs them (dynamic imports), so /login's JavaScript does not carry them
 * (docs/decisions.md, Delivery). Import contract modules directly, never the barrel: a static import would pull them
 * back into the first chunk.
 */
const expressSchemas = () => import('@contracts/express');
const courtLookupSchemas = () => import('@contracts/courtLookup');

/** The express registration, its course info and rating, and the court lookup. Every one takes the caller's AbortSignal. */
export const expressEndpoints = (client: ApiClient) => ({
  expressRegister: (body: ExpressRegistrationRequest, signal: AbortSignal) =>
    client.callData(
      apiPaths.expressRegistration,
      () => expressSchemas().then((m) => m.expressRegistrationResponseSchema),
      { method: 'POST', body, signal },
    ),
  courseInfo: (configCourseId: number, signal: AbortSignal) =>
    client.callData(apiPaths.courseInfo, () => expressSchemas().then((m) => m.courseInfoResponseSchema), {
      query: { configCourseId },
      signal,
    }),
  reviewsAggregate: (signal: AbortSignal) =>
    client.callData(apiPaths.reviewsAggregate, () => expressSchemas().then((m) => m.reviewsAggregateResponseSchema), {
      signal,
    }),
  courtLookup: (body: CourtLookupRequest, signal: AbortSignal) =>
    client.call(apiPaths.courtLookup, () => courtLookupSchemas().then((m) => m.courtLookupResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
});

export type ExpressEndpoints = ReturnType<typeof expressEndpoints>;
