import { describe, expect, it } from 'vitest';

import { studentSchema } from '../../contracts/auth';
import type { Failure } from '../shared/failure';
import {
  bypassCheckout,
  cartPath,
  classifyRegistrationFailure,
  needsEmailCode,
  paymentBypassed,
  smsAlertNeeded,
} from './registrationRules';

const refused = (message: string, fields: Partial<Failure> = {}): Failure => ({
  kind: 'failure',
  httpStatus: 400,
  message,
  ...fields,
});
const student = (fields: Record<string, unknown> = {}) =>
  studentSchema.parse({
    studentId: 5,
    emailId: 'new@example.com',
    status: 'PaymentPending',
    isVerified: false,
    ...fields,
  });
const settings = (attributes: Record<string, string> = {}, azFlow = false) => ({ attributes, azFlow });

describe('registration refusals (01 §8 Registration)', () => {
  it('treats no answer, a 5xx and an unreadable answer as an exception', () => {
    expect(classifyRegistrationFailure({ kind: 'network', httpStatus: 0, message: '' })).toBe('exception');
    expect(
      classifyRegistrationFailure(refused('Oops. Something went wrong.', { httpStatus: 500, code: 'SERVER_ERROR' })),
    ).toBe('exception');
    expect(classifyRegistrationFailure({ kind: 'invalidAnswer', httpStatus: 200, message: '' })).toBe('exception');
  });

  it('asks for a valid vehicle tag on the license-plate message', () => {
    expect(classifyRegistrationFailure(refused('Please enter a valid license plate to register for the course'))).toBe(
      'invalidLicensePlate',
    );
  });

  it("sends any message containing 'We could not register you to the course' back to /login", () => {
    expect(classifyRegistrationFailure(refused('Sorry, We could not register you to the course at this time.'))).toBe(
      'notRegistered',
    );
  });

  it("recognises exactly the existing-e-mail message (the 'already registered' modal after 5 s)", () => {
    expect(
      classifyRegistrationFailure(
        refused('Email id already registered with us please contact support team for registering to this course'),
      ),
    ).toBe('existingEmail');
  });

  it("shows 'GSA Vehicle Tag Number' messages in the error modal, except the driver-safety and e-mail ones", () => {
    expect(classifyRegistrationFailure(refused('The GSA Vehicle Tag Number G12-3456 is not valid'))).toBe(
      'gsaVehicleTag',
    );
    expect(
      classifyRegistrationFailure(
        refused('GSA Vehicle Tag Number G12-3456 is already enrolled in the GSA Driver Safety course'),
      ),
    ).toBe('governmentFleet');
    expect(classifyRegistrationFailure(refused('GSA Vehicle Tag Number G12-3456: Email id already registered'))).toBe(
      'duplicateEmail',
    );
  });

  it("says 'Mail Id already exists' for 'Duplicate Email Id' and 'already registered'", () => {
    expect(classifyRegistrationFailure(refused('Duplicate Email Id'))).toBe('duplicateEmail');
    expect(classifyRegistrationFailure(refused('This e-mail is already registered'))).toBe('duplicateEmail');
  });

  it('routes other government-fleet vehicle-tag messages to the Login modal', () => {
    expect(classifyRegistrationFailure(refused('This vehicle belongs to a government fleet. Please log in.'))).toBe(
      'governmentFleet',
    );
    expect(
      classifyRegistrationFailure(refused('This Vehicle Tag is registered to another driver. Please log in.')),
    ).toBe('governmentFleet');
  });

  it("puts a status 'Fail' message under the e-mail field", () => {
    expect(
      classifyRegistrationFailure(refused('E-mail addresses of this domain are not accepted', { code: 'FAIL' })),
    ).toBe('emailRejected');
    expect(classifyRegistrationFailure(refused('Something about the e-mail', { code: 'Fail' }))).toBe('emailRejected');
  });

  it('shows other messages as they are', () => {
    expect(classifyRegistrationFailure(refused('The course is full'))).toBe('other');
    expect(classifyRegistrationFailure(refused('', { code: 'VALIDATION' }))).toBe('other');
  });

  it('reads the reference server codes like the texts', () => {
    expect(classifyRegistrationFailure(refused('Tag refused', { code: 'INVALID_VEHICLE_TAG' }))).toBe(
      'invalidLicensePlate',
    );
    expect(classifyRegistrationFailure(refused('Closed', { code: 'REGISTRATION_CLOSED', httpStatus: 409 }))).toBe(
      'notRegistered',
    );
    expect(
      classifyRegistrationFailure(refused('Elsewhere', { code: 'EMAIL_REGISTERED_ELSEWHERE', httpStatus: 409 })),
    ).toBe('existingEmail');
    expect(
      classifyRegistrationFailure(
        refused('This GSA Vehicle Tag Number is already registered for this course.', {
          code: 'VEHICLE_TAG_TAKEN',
          httpStatus: 409,
        }),
      ),
    ).toBe('gsaVehicleTag');
    expect(classifyRegistrationFailure(refused('Taken', { code: 'DUPLICATE_EMAIL', httpStatus: 409 }))).toBe(
      'duplicateEmail',
    );
    expect(
      classifyRegistrationFailure(
        refused('Enter a valid email: this course is only open to e-mail addresses of the organisation', {
          code: 'FAIL',
        }),
      ),
    ).toBe('emailRejected');
  });
});

describe('registration success (01 §4)', () => {
  it('asks about SMS only when consent is required and not ticked', () => {
    expect(smsAlertNeeded({ consentRequired: true, optedIn: false })).toBe(true);
    expect(smsAlertNeeded({ consentRequired: true, optedIn: true })).toBe(false);
    expect(smsAlertNeeded({ consentRequired: false, optedIn: false })).toBe(false);
  });

  it('asks for the e-mail code unless skipped by the server or EMAIL_VERIFICATION false', () => {
    expect(needsEmailCode(student(), settings())).toBe(true);
    expect(needsEmailCode(student(), settings({ EMAIL_VERIFICATION: 'true' }))).toBe(true);
    expect(needsEmailCode(student({ isEmailVerficationSkipped: true }), settings())).toBe(false);
    expect(needsEmailCode(student(), settings({ EMAIL_VERIFICATION: 'false' }))).toBe(false);
  });

  it("bypasses payment only for PAYMENT_BYPASS 'true', and picks the AZ cart in the AZ flow", () => {
    expect(paymentBypassed(settings({ PAYMENT_BYPASS: 'true' }))).toBe(true);
    expect(paymentBypassed(settings({ PAYMENT_BYPASS: 'false' }))).toBe(false);
    expect(paymentBypassed(settings())).toBe(false);
    expect(cartPath(settings())).toBe('/home/cart-summary');
    expect(cartPath(settings({}, true))).toBe('/home/az-cart-summary');
  });

  it('builds the zero-amount BYPASSPAYMENT checkout; organisation 1481 is a GSA course (02 §4)', () => {
    expect(bypassCheckout(5, 612, 3001)).toEqual({
      paymentGateway: 'BYPASSPAYMENT',
      totalAmount: 0,
      isPayLater: false,
      isParentPaymentRequest: false,
      isGatewayBypass: true,
      isGSACourse: false,
      isPrimary: true,
      student: { studentId: 5 },
      configCourse: { configCourseId: 612 },
      studentPaymentTrxLines: [],
      organisationId: 3001,
    });
    expect(bypassCheckout(5, 901, 1481).isGSACourse).toBe(true);
    expect(bypassCheckout(5, 611, undefined)).not.toHaveProperty('organisationId');
  });
});
