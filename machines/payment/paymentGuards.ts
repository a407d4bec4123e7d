import { checkoutFailureCodes } from '@contracts/checkout';

import type { Failure } from '../shared/failure';

const refusedCardCodes: readonly string[] = [
  checkoutFailureCodes.cardDeclined,
  checkoutFailureCodes.cardInvalid,
  checkoutFailureCodes.cardExpired,
];

/** The gateway refused the card: the student fixes it or uses another card (a new attempt). */
export const isCardRefused = (failure: Failure) => refusedCardCodes.includes(failure.code ?? '');

/** The course of this checkout is already paid: nothing to retry. */
export const isAlreadyPaid = (failure: Failure) => failure.code === checkoutFailureCodes.alreadyPaid;
