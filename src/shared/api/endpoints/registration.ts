import type { RegistrationRequest } from '@contracts/index';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/**
 * Answer schemas load with the first call that needs them (dynamic imports), so /login's JavaScript does not carry them
 * (docs/decisions.md, Delivery). Import contract modules directly, never the barrel: a static import would pull them
 * back into the first chunk.
 */
const registrationSchemas = () => import('@contracts/registration');
const courseConfigSchemas = () => import('@contracts/courseConfig');

/** The registration page and its submit (01 §7 Register, Course price, Flexi fields, Course remapping). Every one takes the caller's AbortSignal. */
export const registrationEndpoints = (client: ApiClient) => ({
  register: (body: RegistrationRequest, signal: AbortSignal) =>
    client.callData(apiPaths.registration, () => registrationSchemas().then((m) => m.registrationResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  coursePrice: (configCourseId: number, signal: AbortSignal) =>
    client.callData(apiPaths.coursePrice, () => courseConfigSchemas().then((m) => m.coursePriceResponseSchema), {
      method: 'POST',
      body: { configCourseId },
      signal,
    }),
  flexiFields: (query: { configCourseId: number; stateId?: number | null }, signal: AbortSignal) =>
    client.call(apiPaths.flexiFields, () => courseConfigSchemas().then((m) => m.flexiFieldsResponseSchema), {
      query: {
        configCourseJsonObj: JSON.stringify({
          configCourseId: query.configCourseId,
          isDiversionFieldAtRegistration: true,
          stateId: query.stateId ?? null,
        }),
      },
      signal,
    }),
  courseRemap: (query: { configCourseId: number; stateId: number }, signal: AbortSignal) =>
    client.callData(apiPaths.courseRemap, () => courseConfigSchemas().then((m) => m.courseRemapResponseSchema), {
      query,
      signal,
    }),
});

export type RegistrationEndpoints = ReturnType<typeof registrationEndpoints>;
