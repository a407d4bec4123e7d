import { fromPromise } from 'xstate';
import type { CheckoutRequest, CheckoutResult, ClientTokens, PaymentMethod, PaymentMethodRequest } from '@machines/payment';
import type { Failure } from '@machines/shared/failure';
import { asFailure, type Api } from '@app/shared/api';

/** A success without the data the machine needs cannot go on. */
const incomplete: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/** The real I/O of the payment panel (02 §7 client tokens, card payment method creation, checkout). */
export const createPaymentActors = (api: Api) => ({
  loadClientTokens: fromPromise<ClientTokens>(async ({ signal }) => {
    const answer = await asFailure(() => api.paymentClientTokens(signal));
    if (!answer.data) throw incomplete;
    return answer.data;
  }),
  createPaymentMethod: fromPromise<PaymentMethod, PaymentMethodRequest>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.createPaymentMethod(input, signal));
    if (!answer.data) throw incomplete;
    return answer.data;
  }),
  checkout: fromPromise<CheckoutResult, CheckoutRequest>(async ({ input, signal }) => {
    const answer = await asFailure(() => api.checkout(input, signal));
    if (!answer.data) throw incomplete;
    const { studentPaymentTrxId, studentCourse, paymentStatus } = answer.data;
    return { studentPaymentTrxId, studentCourseId: studentCourse.studentCourseId, paymentStatus };
  }),
});
