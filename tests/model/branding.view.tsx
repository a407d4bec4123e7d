import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { brandingMachine } from '@machines/branding';
import { LocaleProvider } from '@shared/i18n/LocaleProvider';
import { ServicesProvider } from '@shared/services';
import { AppChrome } from '@flows/chrome/AppChrome';
import { BrandingContext } from '@flows/chrome/BrandingContext';
import productLogo from '@flows/chrome/productLogo.svg';
import { useBrandingEvents } from '@flows/chrome/useBrandingEvents';

import { TestProviders } from '../setup/TestProviders';
import { reloadCourseId } from './branding.model';
import { chromeTestServices } from './branding.services';
import { clickButton, type FlowViewDriver } from './harness/view';

const failureText = "We could not load your school's branding, so the standard look is shown.";
const expiredText = 'The course you are attempting to access is currently undergoing maintenance or has expired.';

/** Stands in for a page that learns the course and asks the branding again. */
function CoursePage() {
  const { reload } = useBrandingEvents();
  return (
    <main>
      <button type="button" onClick={() => reload({ configCourseId: reloadCourseId })}>
        Choose course {reloadCourseId}
      </button>
    </main>
  );
}

export const brandingView: FlowViewDriver<typeof brandingMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/">
      <ServicesProvider services={chromeTestServices()}>
        <LocaleProvider initial="en" remember={() => {}}>
          <BrandingContext.Provider logic={logic} options={options}>
            <AppChrome signedIn={false} onLogout={() => {}}>
              <CoursePage />
            </AppChrome>
          </BrandingContext.Provider>
        </LocaleProvider>
      </ServicesProvider>
    </TestProviders>
  ),
  perform: {
    'branding.retry': clickButton('Try again'),
    'branding.reload': async (_, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: `Choose course ${reloadCourseId}` }));
    },
  },
  expectScreen: async (s, { screen }) => {
    const organisation = s.context.organisation;
    const logo = screen.getByRole('link', { name: 'Home' }).querySelector('img');
    if (organisation?.logoPath) expect(logo).toHaveAttribute('src', organisation.logoPath);
    else expect(logo, "the product's own logo").toHaveAttribute('src', productLogo);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    if (organisation?.isPartnerOrganisation) {
      expect(within(nav).getByRole('img', { name: 'Partner logo' })).toHaveAttribute('src', organisation.logoPath);
      expect(within(nav).queryByText('Partner Logo Here')).toBeNull();
    } else expect(within(nav).getByText('Partner Logo Here')).toBeInTheDocument();

    // The live-chat button and the notices load when first shown.
    if (organisation?.isComm100Required) expect(await screen.findByRole('button', { name: 'Live chat' })).toBeVisible();
    else expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();

    if (s.matches('failed')) {
      expect(await screen.findByRole('status')).toHaveTextContent(failureText);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else expect(screen.queryByText(failureText)).toBeNull();

    if (s.matches({ ready: 'courseExpired' })) expect(await screen.findByRole('alert')).toHaveTextContent(expiredText);
    else expect(screen.queryByText(expiredText)).toBeNull();
  },
};
