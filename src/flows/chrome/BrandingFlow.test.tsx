import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pageOrganisationElementId } from '@contracts/organisation';
import { createSessionSignals } from '@shared/api';
import { type Services, ServicesProvider } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';

import { brandingAnswers } from '../../../tests/model/branding.model';
import { memoryStorageArea } from '../../../tests/model/branding.services';
import { fakeEndpoints } from '../../../tests/setup/fakeEndpoints';
import { BrandingFlow } from './BrandingFlow';
import { useBranding } from './useBranding';

function ShownLogo() {
  const { status, logoUrl } = useBranding();
  return <p>{`${status} ${logoUrl ?? 'product logo'}`}</p>;
}

// The page's block is read once per document: every test here writes the same one.
afterEach(() => document.getElementById(pageOrganisationElementId)?.remove());

describe('BrandingFlow with the organisation in the page', () => {
  it('renders the organisation from the first render, without the logo call', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = pageOrganisationElementId;
    element.textContent = JSON.stringify({ domain: window.location.origin, organisation: brandingAnswers.partner });
    document.head.append(element);
    const organisationLogo = vi.fn();
    const services: Services = {
      endpoints: fakeEndpoints({ organisationLogo }),
      storage: createAppStorage(memoryStorageArea()),
      signals: createSessionSignals(),
    };
    const renders: string[] = [];
    function Recorder() {
      const { status } = useBranding();
      renders.push(status);
      return null;
    }
    render(
      <ServicesProvider services={services}>
        <BrandingFlow>
          <Recorder />
          <ShownLogo />
        </BrandingFlow>
      </ServicesProvider>,
    );
    expect(renders[0]).toBe('ready');
    expect(screen.getByText(`ready ${brandingAnswers.partner.logoPath}`)).toBeInTheDocument();
    expect(organisationLogo).not.toHaveBeenCalled();
  });

  it('shows it while a query naming the stored course asks the server', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = pageOrganisationElementId;
    element.textContent = JSON.stringify({ domain: window.location.origin, organisation: brandingAnswers.partner });
    document.head.append(element);
    let answer: (value: unknown) => void = () => undefined;
    const organisationLogo = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const storage = createAppStorage(memoryStorageArea());
    storage.set('configCourseId', 611);
    const services: Services = {
      endpoints: fakeEndpoints({ organisationLogo }),
      storage,
      signals: createSessionSignals(),
    };
    render(
      <ServicesProvider services={services}>
        <BrandingFlow>
          <ShownLogo />
        </BrandingFlow>
      </ServicesProvider>,
    );
    expect(screen.getByText(`loading ${brandingAnswers.partner.logoPath}`)).toBeInTheDocument();
    expect(organisationLogo).toHaveBeenCalledWith(
      { domain: window.location.origin, configCourseId: 611 },
      expect.any(AbortSignal),
    );
    answer({ status: { success: true, message: '' }, data: brandingAnswers.own });
    expect(await screen.findByText(`ready ${brandingAnswers.own.logoPath}`)).toBeInTheDocument();
  });
});
