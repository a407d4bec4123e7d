import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';

import { brandingMachine, type Organisation } from '@machines/branding';

import { brandingAnswers } from '../../../tests/model/branding.model';
import { BrandingContext } from './BrandingContext';
import { useBranding } from './useBranding';

function wrapperFor(answer: () => Promise<Organisation>) {
  const logic = brandingMachine.provide({ actors: { loadOrganisation: fromPromise(answer) } });
  return ({ children }: { children: ReactNode }) => (
    <BrandingContext.Provider logic={logic} options={{ input: { domain: 'http://localhost' } }}>
      {children}
    </BrandingContext.Provider>
  );
}

describe('useBranding', () => {
  it('is loading with no attributes, then ready with the record, its attributes and logo', async () => {
    const organisation: Organisation = {
      ...brandingAnswers.partner,
      organisationCustomAttributeMappingList: [
        { customAttribute: { columnName: 'AZ_FLOW' }, customAttributeValue: null },
        { customAttribute: { columnName: 'REMOVE_FIELDS' }, customAttributeValue: 'false' },
      ],
      configCustomAttributeMappingList: [
        { customAttribute: { columnName: 'REMOVE_FIELDS' }, customAttributeValue: 'true' },
      ],
    };
    const { result } = renderHook(() => useBranding(), { wrapper: wrapperFor(async () => organisation) });
    expect(result.current).toEqual({ status: 'loading', organisation: undefined, attributes: {}, logoUrl: undefined });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toEqual({
      status: 'ready',
      organisation,
      attributes: { AZ_FLOW: '', REMOVE_FIELDS: 'true' },
      logoUrl: '/improv-student-registration-journey/assets/logos/partner.svg',
    });
  });

  it('is failed with the product defaults when the call fails', async () => {
    const { result } = renderHook(() => useBranding(), {
      wrapper: wrapperFor(async () => {
        throw { kind: 'network', httpStatus: 0, message: '' };
      }),
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toEqual({ status: 'failed', organisation: undefined, attributes: {}, logoUrl: undefined });
  });

  it('keeps the same object between renders while nothing changes', async () => {
    const { result, rerender } = renderHook(() => useBranding(), {
      wrapper: wrapperFor(async () => brandingAnswers.own),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
