import { parentVerificationMessages } from '@contracts/account';

import type { Failure } from '../shared/failure';
import type { ParentVerificationAnswer, ParentVerificationContext } from './parentVerification.types';

/** 02 §4: only this exact message verifies the parent. */
export const isParentVerified = (answer: ParentVerificationAnswer): boolean =>
  answer.message === parentVerificationMessages.verified;

/** 02 §4: the stored payment transaction, else the student's default one. */
export const paymentTransactionOf = (context: ParentVerificationContext): number | null =>
  context.studentPaymentTrxId ?? context.student?.defaultStPaymentTrxId ?? null;

/** A refusal the server answered (as opposed to no answer at all): 'Parent Identity  Not verified'. */
export const isAnsweredRefusal = (failure: Failure): boolean => failure.kind === 'failure';
