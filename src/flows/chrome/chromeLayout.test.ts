import { describe, expect, it } from 'vitest';

import { chromeLayout } from './chromeLayout';

describe('chromeLayout (01 §2 header and chrome)', () => {
  it.each([
    '/register',
    '/register/',
    '/611/register',
    '/registerfast',
    '/home/cart-summary',
    '/home/az-cart-summary',
    '/home/parent-cart-summary',
    '/home/review-cart-and-checkout',
    '/home/upsell',
    '/home/upsell-cart-summary',
    '/home/az-upsell',
    '/home/special-offers',
  ])('%s has the minimal header', (path) => {
    expect(chromeLayout(path).header).toBe('minimal');
  });

  it.each([
    '/',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/home/dashboard',
    '/home/view-billing-details',
    '/sacramento-court',
    '/nowhere',
  ])('%s has the full header', (path) => {
    expect(chromeLayout(path).header).toBe('full');
  });

  it('hides the header on /courses-landing', () => {
    expect(chromeLayout('/courses-landing').header).toBe('none');
  });

  it.each([
    '/',
    '/course-enrollment',
    '/courses-landing',
    '/sacramento-court',
    '/register',
    '/611/register',
    '/registerfast',
  ])('%s shows the top banner', (path) => {
    expect(chromeLayout(path).banner).toBe(true);
  });

  it.each(['/login', '/forgot-password', '/reset-password', '/home/dashboard', '/home/cart-summary', '/nowhere'])(
    '%s has no top banner',
    (path) => {
      expect(chromeLayout(path).banner).toBe(false);
    },
  );

  it('drops the footer while a chapter or quiz is taken', () => {
    for (const path of [
      '/home/chapter-launch',
      '/home/chapter',
      '/home/chapter-quiz',
      '/home/final-quiz',
      '/home/breakTime',
    ])
      expect(chromeLayout(path).footer).toBe(false);
    for (const path of ['/', '/login', '/register', '/home/dashboard', '/home/cart-summary'])
      expect(chromeLayout(path).footer).toBe(true);
  });

  it('gives the stepper its step', () => {
    expect(chromeLayout('/register').step).toBe(2);
    expect(chromeLayout('/home/review-cart-and-checkout').step).toBe(3);
    expect(chromeLayout('/login').step).toBeUndefined();
  });
});
