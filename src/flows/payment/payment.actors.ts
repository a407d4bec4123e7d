import { fromPromise } from 'xstate';
import type { CheckoutRequest, CheckoutResult, ClientTokens, PaymentMethod, PaymentMethodRequest } from '@machines/payment';
import type { Failure } from '@machines/shared/failure';
import { asFailure } from '@app/shared/api';
import type { CheckoutEndpoints } from '@app/shared/api/endpoints/checkout';
import type { CourseCheckoutEndpoints } from '@app/shared/api/endpoints/courseCheckout';

/** A success without the data the machine needs cannot go on. */
const incomplete: Failure = { kind: 'invalidAnswer', httpStatus: 200, message: '' };

/** The real I/O of the payment panel (02 §7 client tokens, card payment method creation, checkout). */
export const createPaymentActors = (checkoutApi: CheckoutEndpoints, courseCheckoutApi: CourseCheckoutEndpoints) => ({
  loadClientTokens: fromPromise<ClientTokens>(async ({ signal }) => {
    const answer = await asFailure(() => checkoutApi.paymentClientTokens(signal));
    if (!answer.data) throw incomplete;
    return answer.data;
  }),
  createPaymentMethod: fromPromise<PaymentMethod, PaymentMethodRequest>(async ({ input, signal }) => {
    const answer = await asFailure(() => checkoutApi.createPaymentMethod(input, signal));
    if (!answer.data) throw incomplete;
    return answer.data;
  }),
  checkout: fromPromise<CheckoutResult, CheckoutRequest>(async ({ input, signal }) => {
    const answer = await asFailure(() => courseCheckoutApi.checkout(input, signal));
    if (!answer.data) throw incomplete;
    const { studentPaymentTrxId, studentCourse, paymentStatus } = answer.data;
    return { studentPaymentTrxId, studentCourseId: studentCourse.studentCourseId, paymentStatus };
  }),
});
