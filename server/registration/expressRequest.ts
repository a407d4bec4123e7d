import type { z } from 'zod';

import { failureCodes } from '../../contracts/envelope';
import { expressMessages, expressRegistrationRequestSchema } from '../../contracts/express';
import { registrationFailureCodes } from '../../contracts/registration';
import { ApiError, describeZodError } from '../http/envelope';

export type ExpressRegistrationBody = z.infer<typeof expressRegistrationRequestSchema>;
const validation = (message: string) => new ApiError(400, message, failureCodes.validation);
/** Express phone (01 §5): optional; a leading + allowed, first digit not 0, digits and dashes, 7 to 15 digits. */
const expressPhonePattern = /^\+?[1-9][\d-]{6,19}$/;

/** The express registration body: an e-mail problem answers 400 'FAIL' (shown under the field), others VALIDATION. */
export function parseExpressRegistration(raw: unknown): ExpressRegistrationBody {
  const parsed = expressRegistrationRequestSchema.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path.join('.') === 'emailId')) {
      throw new ApiError(400, expressMessages.invalidEmail, registrationFailureCodes.emailFail);
    }
    throw validation(describeZodError(parsed.error));
  }
  const body = parsed.data;
  if (
    body.mobileNumber &&
    !(expressPhonePattern.test(body.mobileNumber) && body.mobileNumber.replace(/\D/g, '').length <= 15)
  ) {
    throw validation(`mobileNumber: ${expressMessages.invalidPhone}`);
  }
  if (body.isStudentOptSms && !body.mobileNumber) throw validation('mobileNumber: Mobile number is required');
  return body;
}
