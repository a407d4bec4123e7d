import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError } from '@app/shared/api';
import type { SessionEndpoints } from '@app/shared/api/endpoints/session';
import { brandingAnswers } from '../../../tests/model/branding.model';
import { createBrandingActors } from './branding.actors';

type LogoCall = Pick<SessionEndpoints, 'organisationLogo'>;
const apiWith = (organisationLogo: LogoCall['organisationLogo']): LogoCall => ({ organisationLogo });
const run = (api: LogoCall, input: { domain: string; configCourseId?: number } = { domain: 'http://partner.localhost:8080', configCourseId: 611 }) =>
  toPromise(createActor(createBrandingActors(api).loadOrganisation, { input }).start());

describe('loadOrganisation', () => {
  it('asks the logo call with the origin and course, and answers the record', async () => {
    const call = vi.fn(async () => ({ status: { success: true, message: '' }, data: brandingAnswers.partner }));
    await expect(run(apiWith(call))).resolves.toEqual(brandingAnswers.partner);
    expect(call).toHaveBeenCalledWith({ domain: 'http://partner.localhost:8080', configCourseId: 611 }, expect.any(AbortSignal));
  });

  it('rejects with plain failure data', async () => {
    const call = vi.fn(async () => {
      throw new ApiError('failure', 500, { success: false, message: 'Down', code: 'SERVER_ERROR' });
    });
    await expect(run(apiWith(call))).rejects.toEqual({ kind: 'failure', httpStatus: 500, code: 'SERVER_ERROR', message: 'Down' });
  });

  it('treats a success without the record as an invalid answer', async () => {
    const call = vi.fn(async () => ({ status: { success: true, message: '' } }));
    await expect(run(apiWith(call))).rejects.toEqual({ kind: 'invalidAnswer', httpStatus: 200, message: '' });
  });
});
