import { accountFailureCodes, passwordRuleMessages } from '../../contracts/auth';
import { ApiError } from '../http/envelope';
import { isCommonPassword } from './commonPasswords';

/**
 * What every new password must pass besides the spec's 6 to 30 characters (the schemas check those): not on the
 * common-password list. Checked before hashing, so a refused password costs no hash. 400 PASSWORD_TOO_COMMON.
 */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password))
    throw new ApiError(400, passwordRuleMessages.tooCommon, accountFailureCodes.passwordTooCommon);
}
