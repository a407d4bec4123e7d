import { personalInformationFailureCodes } from '@contracts/account';

import type { Failure } from '../shared/failure';

/** The form field a refused save points at (02 §8 'Please provide Valid address', 'Please enter valid Zip code'). */
export type AddressProblem = 'street' | 'zip';

export function addressProblem(failure: Failure | undefined): AddressProblem | undefined {
  if (failure?.code === personalInformationFailureCodes.invalidAddress) return 'street';
  if (failure?.code === personalInformationFailureCodes.invalidZip) return 'zip';
  return undefined;
}
