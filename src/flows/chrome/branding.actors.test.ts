import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

import type { Failure } from '@machines/shared/failure';
import { createApiClient, createSessionSignals } from '@shared/api';
import { type SessionEndpoints, sessionEndpoints } from '@shared/api/endpoints/session';

import { brandingAnswers } from '../../../tests/model/branding.model';
import { createBrandingActors } from './branding.actors';

type LogoCall = Pick<SessionEndpoints, 'organisationLogo'>;
const apiWith = (organisationLogo: LogoCall['organisationLogo']): LogoCall => ({ organisationLogo });
const run = (
  api: LogoCall,
  input: { domain: string; configCourseId?: number } = { domain: 'http://partner.localhost:8080', configCourseId: 611 },
) => toPromise(createActor(createBrandingActors(api).loadOrganisation, { input }).start());

describe('loadOrganisation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the logo call with the origin and course, and answers the record', async () => {
    const call = vi.fn(async () => ({ status: { success: true, message: '' }, data: brandingAnswers.partner }));
    await expect(run(apiWith(call))).resolves.toEqual(brandingAnswers.partner);
    expect(call).toHaveBeenCalledWith(
      { domain: 'http://partner.localhost:8080', configCourseId: 611 },
      expect.any(AbortSignal),
    );
  });

  it('rejects with plain failure data', async () => {
    const call = vi.fn(async () => {
      // The client throws plain Failure data (src/shared/api/client.ts).
      throw { kind: 'failure', httpStatus: 500, code: 'SERVER_ERROR', message: 'Down' } satisfies Failure;
    });
    await expect(run(apiWith(call))).rejects.toEqual({
      kind: 'failure',
      httpStatus: 500,
      code: 'SERVER_ERROR',
      message: 'Down',
    });
  });

  it('treats a success without the record as an invalid answer', async () => {
    // The logo call's answer must carry data: the real client reports a success without it.
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: { success: true, message: '' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createApiClient({
      baseURL: 'http://api.test',
      subscriptionKey: 'key',
      credentials: () => ({}),
      signals: createSessionSignals(),
    });
    await expect(run(sessionEndpoints(client))).rejects.toEqual({
      kind: 'invalidAnswer',
      httpStatus: 200,
      message: '',
    });
  });
});
