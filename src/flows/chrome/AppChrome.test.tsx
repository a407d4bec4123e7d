import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';

import { brandingMachine, type Organisation } from '@machines/branding';
import { LocaleProvider } from '@shared/i18n/LocaleProvider';
import { ServicesProvider } from '@shared/services';

import { brandingAnswers } from '../../../tests/model/branding.model';
import { chromeTestServices } from '../../../tests/model/branding.services';
import { TestProviders } from '../../../tests/setup/TestProviders';
import { AppChrome } from './AppChrome';
import { BrandingContext } from './BrandingContext';

interface Setup {
  path: string;
  organisation?: Organisation;
  signedIn?: boolean;
  stateId?: number;
}

async function renderChrome({ path, organisation = brandingAnswers.own, signedIn = false, stateId }: Setup) {
  const services = chromeTestServices();
  if (stateId !== undefined) services.storage.set('stateId', stateId);
  const onLogout = vi.fn();
  const logic = brandingMachine.provide({ actors: { loadOrganisation: fromPromise(async () => organisation) } });
  render(
    <TestProviders path={path}>
      <ServicesProvider services={services}>
        <LocaleProvider initial="en" remember={() => {}}>
          <BrandingContext.Provider logic={logic} options={{ input: { domain: 'http://localhost' } }}>
            <AppChrome signedIn={signedIn} onLogout={onLogout}>
              <main>Page</main>
            </AppChrome>
          </BrandingContext.Provider>
        </LocaleProvider>
      </ServicesProvider>
    </TestProviders>,
  );
  await screen.findByText('Page');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { onLogout, user: userEvent.setup() };
}

const withAttributes = (attributes: Record<string, string>): Organisation => ({
  ...brandingAnswers.own,
  organisationCustomAttributeMappingList: Object.entries(attributes).map(([columnName, value]) => ({
    customAttribute: { columnName },
    customAttributeValue: value,
  })),
});

const stepLabels = () =>
  within(screen.getByRole('navigation', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((item) => `${item.textContent}${item.getAttribute('aria-current') === 'step' ? ' (current)' : ''}`);

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('class');
});

describe('AppChrome headers (01 §2)', () => {
  it('registration pages have the minimal header: language and Login only', async () => {
    await renderChrome({ path: '/register' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Menu/ })).toBeNull();
  });

  it('other pages have the full header with logo, Dashboard when signed in, language and Logout', async () => {
    const { onLogout, user } = await renderChrome({ path: '/home/dashboard', signedIn: true });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/home/dashboard');
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('the logo logs a signed-in student out, and only goes home otherwise', async () => {
    const signedIn = await renderChrome({ path: '/login', signedIn: true });
    await signedIn.user.click(screen.getByRole('link', { name: 'Home' }));
    expect(signedIn.onLogout).toHaveBeenCalledTimes(1);
  });

  it('visitors see Login and no Dashboard link', async () => {
    const { onLogout, user } = await renderChrome({ path: '/login' });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('the menu button opens and closes the mobile navigation', async () => {
    const { user } = await renderChrome({ path: '/login' });
    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('chrome-nav--open');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('/courses-landing has no header', async () => {
    await renderChrome({ path: '/courses-landing' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});

describe('AppChrome footer and banner', () => {
  it('shows the copyright lines and, on marketing pages, the banner', async () => {
    await renderChrome({ path: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Copyright © 2022 Traffic School Online');
    expect(footer).toHaveTextContent('All rights reserved.');
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('has no banner on /login', async () => {
    await renderChrome({ path: '/login' });
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
  });
});

describe('AppChrome stepper (01 §2, 02 §2)', () => {
  it('marks Sign up as the current step on /register', async () => {
    await renderChrome({ path: '/register' });
    expect(stepLabels()).toEqual([
      '✓Select course(completed)',
      '2Sign up (current)',
      '3Checkout',
      '4Start course',
      '5E-certificate in 30 min',
    ]);
  });

  it("ends with 'Enjoy your 10% discount' for state 36", async () => {
    await renderChrome({ path: '/home/cart-summary', stateId: 36 });
    expect(stepLabels().at(-1)).toBe('5Enjoy your 10% discount');
    expect(stepLabels()[2]).toBe('3Checkout (current)');
  });

  it('shows the AZ flow steps when AZ_FLOW is present', async () => {
    await renderChrome({ path: '/home/eligibility', organisation: withAttributes({ AZ_FLOW: 'true' }) });
    expect(stepLabels()).toEqual([
      '✓Registration(completed)',
      '✓Payment(completed)',
      '✓File Documents(completed)',
      '4Eligibility (current)',
      '5Start Course',
    ]);
  });

  it("is hidden when REMOVE_FIELDS is 'true', and off registration and checkout pages", async () => {
    await renderChrome({ path: '/register', organisation: withAttributes({ REMOVE_FIELDS: 'true' }) });
    expect(screen.queryByRole('navigation', { name: 'Progress' })).toBeNull();
  });

  it('is not shown on the dashboard', async () => {
    await renderChrome({ path: '/home/dashboard', signedIn: true });
    expect(screen.queryByRole('navigation', { name: 'Progress' })).toBeNull();
  });
});

describe('AppChrome widgets', () => {
  it('the accessibility widget applies larger text and high contrast to the document', async () => {
    const { user } = await renderChrome({ path: '/login' });
    const button = screen.getByRole('button', { name: /Accessibility/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The switches load when first opened.
    const panel = await screen.findByRole('group', { name: 'Accessibility options' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Larger text' }));
    expect(document.documentElement).toHaveClass('a11y-large-text');
    await user.click(within(panel).getByRole('checkbox', { name: 'High contrast' }));
    expect(document.documentElement).toHaveClass('a11y-high-contrast');
    await user.click(within(panel).getByRole('checkbox', { name: 'Larger text' }));
    expect(document.documentElement).not.toHaveClass('a11y-large-text');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Accessibility options' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('live chat is offered only when the organisation requires it, and gives the support contacts', async () => {
    const { user } = await renderChrome({ path: '/login', organisation: brandingAnswers.partner });
    // The button loads only for organisations that require chat.
    await user.click(await screen.findByRole('button', { name: /Live chat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(dialog).toHaveTextContent('Live chat is not available right now.');
    expect(within(dialog).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:1-800-555-0142');
    expect(within(dialog).getByRole('link', { name: 'support@trafficschoolonline.example' })).toHaveAttribute(
      'href',
      'mailto:support@trafficschoolonline.example',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // 01 §2 Header and chrome: docked in the header's flow, the controls can never cover page text or controls.
  it.each(['/register', '/login'])(
    'on %s the accessibility control sits in the header, its switches next in Tab order',
    async (path) => {
      const { user } = await renderChrome({ path });
      const button = within(screen.getByRole('banner')).getByRole('button', { name: /Accessibility/ });
      await user.click(button);
      await user.tab();
      expect(screen.getByRole('checkbox', { name: 'Larger text' })).toHaveFocus();
    },
  );

  it('live chat sits in the header too', async () => {
    await renderChrome({ path: '/register', organisation: brandingAnswers.partner });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Live chat/ })).toBeInTheDocument();
  });

  it('/courses-landing, without a header, has the accessibility control above the page', async () => {
    await renderChrome({ path: '/courses-landing' });
    const button = screen.getByRole('button', { name: /Accessibility/ });
    expect(button.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no live chat for the product itself', async () => {
    await renderChrome({ path: '/login' });
    expect(screen.queryByRole('button', { name: /Live chat/ })).toBeNull();
  });
});
