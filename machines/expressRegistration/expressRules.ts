import * as routes from '@contracts/pages';
import type { AppPath } from '@contracts/routes';

import type { ExpressRegistrationRequest } from '../../contracts/express';
import type { ExpressRegistered, FastLaneStep } from './expressRegistration.types';

/** 01 §4 Express 6: where a stored fast-lane step marker sends the student on reload. */
export const fastLanePaths: Record<FastLaneStep, AppPath> = {
  '2': routes.fastLaneCartSummary,
  '3': routes.billingDetails,
  '4': routes.fastLanePersonalInformation,
  '5': routes.dashboard,
};

/** 01 §4 Express 3: eligibility true or absent lets the student on; only false stops. */
export const isIneligible = (registered: ExpressRegistered): boolean => registered.student.isEligible === false;

/** 01 §4 Express 2, §8: an empty e-mail shows the generic error modal instead of registering. */
export const emailMissing = (request: ExpressRegistrationRequest): boolean => request.emailId.trim() === '';

/** 01 §2 Phone modal: a number starting with 1 gets a '+' prefix. */
export const withCountryPrefix = (mobileNumber: string): string => {
  const number = mobileNumber.trim();
  return number.startsWith('1') ? `+${number}` : number;
};
