import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Services, ServicesProvider } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';

import { printedCode, validCertificate } from '../../../tests/model/verifyCertificate.model';
import { fakeEndpoints } from '../../../tests/setup/fakeEndpoints';
import { TestProviders } from '../../../tests/setup/TestProviders';
import VerifyCertificateFlow from './VerifyCertificateFlow';

function renderAt(path: string) {
  const api = { verifyCertificate: vi.fn(async () => ({ data: validCertificate })) };
  const services = {
    endpoints: fakeEndpoints(api),
    storage: createAppStorage(window.sessionStorage),
    signals: {},
  } as unknown as Services;
  render(
    <TestProviders path={path}>
      <ServicesProvider services={services}>
        <VerifyCertificateFlow />
      </ServicesProvider>
    </TestProviders>,
  );
  return api;
}

afterEach(cleanup);

describe('/verify-certificate', () => {
  it('checks the code of the QR code’s link at once, as printed whatever its case', async () => {
    const api = renderAt('/verify-certificate?code=k7qm-3xpa-9d2t-wohl');
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeInTheDocument();
    expect(api.verifyCertificate).toHaveBeenCalledWith(printedCode, expect.any(AbortSignal));
  });

  it('waits for a code without one in the address', () => {
    const api = renderAt('/verify-certificate');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(api.verifyCertificate).not.toHaveBeenCalled();
  });
});
