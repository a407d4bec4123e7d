import { expect } from 'vitest';

import type { upsellOffersMachine } from '@machines/cart';
import { UpsellOffersContext } from '@flows/cart/upsellOffers/UpsellOffersContext';
import { UpsellOffersView } from '@flows/cart/upsellOffers/UpsellOffersView';

import { clickButton, type FlowViewDriver, genericError, renderInFlow } from './harness/view';

export const cartUpsellOffersView: FlowViewDriver<typeof upsellOffersMachine> = {
  render: renderInFlow('/home/upsell', UpsellOffersContext, <UpsellOffersView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'offer.add': clickButton('Add Workbook'),
    'offer.remove': clickButton('Remove Workbook'),
    'offers.continue': clickButton('Continue to checkout'),
    'offers.decline': clickButton(/^(No thanks|Continue)$/),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Special offers' })).toBeInTheDocument();
    if (s.matches('missingCourse'))
      expect(screen.getByRole('link', { name: 'Go to your courses' })).toHaveAttribute('href', '/home/course-list');
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading offers…');
    if (s.matches('loadFailed')) expect(screen.getByRole('alert')).toHaveTextContent(genericError);
    if (s.matches('noOffers')) {
      expect(screen.getByRole('status')).toHaveTextContent('No offers right now');
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    }
    const showsOffers = s.matches('choosing') || s.matches('saving') || s.matches('saved');
    const continueButton = screen.queryByRole('button', { name: 'Continue to checkout' });
    if (!showsOffers) {
      expect(continueButton).toBeNull();
      return;
    }
    for (const offer of s.context.offers)
      expect(screen.getByRole('article', { name: offer.upsellConfigCourse.name })).toBeInTheDocument();
    if (s.matches('choosing')) {
      // Nothing chosen disables continue.
      expect(continueButton).toHaveProperty('disabled', s.context.chosenIds.length === 0);
      const chosen = s.context.chosenIds.includes(801);
      expect(screen.queryByRole('button', { name: 'Remove Workbook' }) !== null).toBe(chosen);
      expect(screen.queryByRole('button', { name: 'Add Workbook' }) !== null).toBe(!chosen);
      if (s.context.failure) expect(screen.getByRole('alert')).toHaveTextContent(genericError);
      else expect(screen.queryByRole('alert')).toBeNull();
    } else {
      expect(continueButton).toBeDisabled();
    }
  },
};
