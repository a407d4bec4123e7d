import type { z } from 'zod';

import { failureCodes } from '../../contracts/envelope';
import { nulCharacterMessage } from '../../contracts/primitives';
import {
  registrationFailureCodes,
  registrationMessages,
  registrationRequestSchema,
} from '../../contracts/registration';
import { ApiError } from '../http/envelope';

export type RegistrationBody = z.infer<typeof registrationRequestSchema>;
const validation = (message: string) => new ApiError(400, message, failureCodes.validation);

/** Spec wording (01 §5) for the schema's field problems; anything else keeps zod's message. */
function fieldMessage(path: string, issue: z.core.$ZodIssue): string {
  if (issue.message === nulCharacterMessage) return issue.message;
  const missing = issue.code === 'invalid_type' || issue.code === 'too_small';
  switch (path) {
    case 'student.firstName':
      return missing ? 'First Name is required' : 'Input exceeds maximum character limit of 35 characters';
    case 'student.lastName':
      return missing ? 'Last Name is required' : 'Input exceeds maximum character limit of 35 characters';
    case 'student.password':
      return issue.code === 'invalid_type' ? 'Password is required' : 'Password should be between 6 to 30 characters';
    case 'student.mobileNumber':
      return 'Please enter valid phone number';
    case 'student.parentEmail':
      return 'Please enter a valid email address';
    default:
      return issue.message;
  }
}

const namePattern = /^[\p{L}\p{N}][\p{L}\p{N} ']*$/u;

/**
 * The registration body: e-mail problems answer 400 with status.code 'FAIL' (the app shows them under the e-mail
 * field), all others 400 VALIDATION naming the field.
 */
export function parseRegistration(raw: unknown): RegistrationBody {
  const res = registrationRequestSchema.safeParse(raw);
  if (!res.success) {
    const emailIssue = res.error.issues.find((i) => i.path.join('.') === 'student.emailId');
    if (emailIssue) {
      const empty =
        emailIssue.code === 'invalid_type' ||
        (typeof (raw as RegistrationBody | undefined)?.student?.emailId === 'string' &&
          (raw as RegistrationBody).student.emailId.trim() === '');
      // An address that is not one has its own code, so the app words it; the machine treats both as 'Fail' (01 §8).
      throw empty
        ? new ApiError(400, 'Email Address is required', registrationFailureCodes.emailFail)
        : new ApiError(400, registrationMessages.invalidEmail, failureCodes.invalidEmail);
    }
    const message = res.error.issues
      .map((i) => {
        const path = i.path.length ? i.path.join('.') : 'request';
        return `${path}: ${fieldMessage(path, i)}`;
      })
      .join('; ');
    throw validation(message);
  }
  const body = res.data;
  const s = body.student;
  if (!namePattern.test(s.firstName)) throw validation('student.firstName: Please enter a valid firstname');
  if (!namePattern.test(s.lastName)) throw validation('student.lastName: Please enter a valid lastname');
  if (s.isStudentOptSms && !s.mobileNumber) throw validation('student.mobileNumber: Mobile number is required');
  if (s.parentEmail && s.parentEmail.toLowerCase() === s.emailId.toLowerCase()) {
    throw validation('student.parentEmail: Parent ID and student ID cannot be the same');
  }
  return body;
}
