import { describe, expect, it } from 'vitest';

import { stepForPath, stepperHidden, stepperSteps } from './stepper';

describe('stepForPath (02 §2 step numbers by path)', () => {
  it.each([
    ['/register', 2],
    ['/611/register', 2],
    ['/registerfast', 2],
    ['/home/cart-summary', 3],
    ['/home/az-cart-summary', 3],
    ['/home/upsell-cart-summary', 3],
    ['/home/fast-lane-cart-summary', 3],
    ['/home/parent-cart-summary', 3],
    ['/home/cart-summary-schedule', 3],
    ['/home/review-cart-and-checkout', 3],
    ['/home/view-billing-details', 4],
    ['/home/file-documents', 11],
    ['/home/eligibility', 12],
    ['/home/az-registration-status', 12],
  ])('%s is step %i', (path, step) => {
    expect(stepForPath(path)).toBe(step);
  });

  it.each([
    '/',
    '/login',
    '/reset-password',
    '/home/dashboard',
    '/home/upsell',
    '/home/documents',
    '/a/b/register',
    '/registered',
  ])('%s shows no stepper', (path) => {
    expect(stepForPath(path)).toBeUndefined();
  });
});

describe('stepperSteps', () => {
  it('normal flow at checkout: two done, checkout current, then start course and the e-certificate', () => {
    expect(stepperSteps({ azFlow: false }, 3).map((s) => [s.id, s.status])).toEqual([
      ['selectCourse', 'done'],
      ['signUp', 'done'],
      ['checkout', 'current'],
      ['startCourse', 'upcoming'],
      ['eCertificate', 'upcoming'],
    ]);
  });

  it('state 36 ends with the 10% discount step', () => {
    expect(stepperSteps({ azFlow: false, stateId: 36 }, 2).at(-1)).toEqual({
      id: 'discount',
      number: 5,
      status: 'upcoming',
    });
    expect(stepperSteps({ azFlow: false, stateId: 5 }, 2).at(-1)?.id).toBe('eCertificate');
  });

  it('AZ flow: registration, payment, file documents, eligibility, start course', () => {
    expect(stepperSteps({ azFlow: true }, 11).map((s) => [s.id, s.status])).toEqual([
      ['registration', 'done'],
      ['payment', 'done'],
      ['fileDocuments', 'current'],
      ['eligibility', 'upcoming'],
      ['startCourseAz', 'upcoming'],
    ]);
  });

  it('AZ flow on the billing details page (step 4): payment done, nothing current', () => {
    expect(stepperSteps({ azFlow: true }, 4).map((s) => s.status)).toEqual([
      'done',
      'done',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });
});

describe('stepperHidden', () => {
  it("only when REMOVE_FIELDS is 'true'", () => {
    expect(stepperHidden({ REMOVE_FIELDS: 'true' })).toBe(true);
    expect(stepperHidden({ REMOVE_FIELDS: 'false' })).toBe(false);
    expect(stepperHidden({})).toBe(false);
  });
});
