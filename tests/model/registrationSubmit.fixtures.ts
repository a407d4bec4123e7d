import { studentSchema } from '@contracts/auth';
import { registrationFailureCodes, registrationMessages, type RegistrationRequest } from '@contracts/registration';
import type { Registered, RegistrationSettings } from '@machines/registrationSubmit';
import type { Failure } from '@machines/shared/failure';

import { networkFailure } from './failures.fixtures';

/** The page's organisation in path tests: the reference server's payment-bypass organisation. */
export const testSettings: RegistrationSettings = {
  attributes: { PAYMENT_BYPASS: 'true' },
  organisationId: 3001,
  azFlow: false,
};

const student = (isStudentOptSms: boolean, mobileNumber?: string) => ({
  firstName: 'Riley',
  lastName: 'Driver',
  emailId: 'riley@example.com',
  password: 'Passw0rd!',
  isStudentOptSms,
  isStudentOptMail: true,
  state: { stateId: 5 },
  ...(mobileNumber ? { mobileNumber } : {}),
});

/** The fixed requests the test harness's submit buttons send (names and e-mail already trimmed). */
export const testRequests = {
  /** SMS consent ticked: the form opted in. */
  optedIn: { student: student(true, '555-123-4567'), configCourseId: 612, organisationId: 3001, flexifieldList: [] },
  withPhone: { student: student(false, '555-123-4567'), configCourseId: 612, organisationId: 3001, flexifieldList: [] },
  withoutPhone: { student: student(false), configCourseId: 612, organisationId: 3001, flexifieldList: [] },
} satisfies Record<string, RegistrationRequest>;

export const registeredStudent = (fields: Record<string, unknown> = {}): Registered => ({
  token: 'registration-token',
  student: studentSchema.parse({
    studentId: 501,
    firstName: 'Riley',
    lastName: 'Driver',
    emailId: 'riley@example.com',
    status: 'PaymentPending',
    isVerified: false,
    organisation: { organisationId: 3001 },
    ...fields,
  }),
});

/** A refusal with its keys in the order the QA pages (docs/flows) quote them: kind, status, message, code. */
const refused = (message: string, fields: Partial<Failure> = {}): Failure => ({
  kind: 'failure',
  httpStatus: 400,
  message,
  ...fields,
});
/** The refusal of a registration rule, with the code and the message the contract gives it. */
const ruleRefusal = (
  httpStatus: number,
  rule: keyof typeof registrationFailureCodes & keyof typeof registrationMessages,
) => refused(registrationMessages[rule], { httpStatus, code: registrationFailureCodes[rule] });

/** One registration refusal per rule of 01 §8, as the reference server answers them (server/routes/registration.ts). */
export const registrationFailures = {
  network: networkFailure,
  serverError: refused('Oops. Something went wrong. Please try again later.', {
    httpStatus: 500,
    code: 'SERVER_ERROR',
  }),
  invalidLicensePlate: ruleRefusal(400, 'invalidVehicleTag'),
  notRegistered: ruleRefusal(409, 'registrationClosed'),
  existingEmail: ruleRefusal(409, 'emailRegisteredElsewhere'),
  gsaVehicleTag: ruleRefusal(409, 'vehicleTagTaken'),
  duplicateEmail: ruleRefusal(409, 'duplicateEmail'),
  // The reference server sends no such message; the spec's rule still applies to any server that does.
  governmentFleet: refused('This vehicle tag belongs to a government fleet. Please log in to continue.'),
  emailRejected: refused(registrationMessages.emailDomainNotAllowed, { code: registrationFailureCodes.emailFail }),
  other: refused('student.state.stateId: State is required', { code: 'VALIDATION' }),
} satisfies Record<string, Failure>;
