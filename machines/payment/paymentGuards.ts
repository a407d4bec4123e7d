import { checkoutFailureCodes } from '@contracts/checkout';
import { registrationFailureCodes } from '@contracts/registration';
import { failureOf } from '../shared/failure';

const refusedCardCodes: readonly string[] = [checkoutFailureCodes.cardDeclined, checkoutFailureCodes.cardInvalid];

/** The gateway refused the card: the student fixes it or uses another card (a new attempt). */
export const cardRefused = (event: { error?: unknown }) => refusedCardCodes.includes(failureOf(event).code ?? '');

/** The course of this checkout is already paid: nothing to retry. */
export const alreadyPaid = (event: { error?: unknown }) => failureOf(event).code === registrationFailureCodes.alreadyPaid;
