import { fromPromise } from 'xstate';

import type {
  CheckoutRequest,
  CheckoutResult,
  ClientTokens,
  paymentMachine,
  PaymentMethod,
  PaymentMethodRequest,
} from '@machines/payment';
import { dataOf } from '@shared/api';
import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';
import type { CourseCheckoutEndpoints } from '@shared/api/endpoints/courseCheckout';
import { type ImplementationsOf, navigateAction } from '@shared/flows/implementations';
import type { NavigateTo } from '@shared/flows/navigation';
import type { AppStorage } from '@shared/storage';

import { storeParentRequest, storePurchase } from './paymentStorage';

/** The real I/O of the payment panel (02 §7 client tokens, card payment method creation, checkout). */
export const createPaymentActors = (checkoutApi: CheckoutEndpoints, courseCheckoutApi: CourseCheckoutEndpoints) => ({
  loadClientTokens: fromPromise<ClientTokens>(
    async ({ signal }) => (await checkoutApi.paymentClientTokens(signal)).data,
  ),
  createPaymentMethod: fromPromise<PaymentMethod, PaymentMethodRequest>(
    async ({ input, signal }) => (await checkoutApi.createPaymentMethod(input, signal)).data,
  ),
  // The registration's bypass checkouts accept an answer without data; the payment panel needs the purchase.
  checkout: fromPromise<CheckoutResult, CheckoutRequest>(async ({ input, signal }) => {
    const { studentPaymentTrxId, studentCourse, paymentStatus } = dataOf(
      await courseCheckoutApi.checkout(input, signal),
    );
    return { studentPaymentTrxId, studentCourseId: studentCourse.studentCourseId, paymentStatus };
  }),
});

/** Everything the machine needs from the app: its I/O, storage and navigation. */
export const createPaymentImplementations = ({
  checkoutApi,
  courseCheckoutApi,
  storage,
  navigate,
}: {
  checkoutApi: CheckoutEndpoints;
  courseCheckoutApi: CourseCheckoutEndpoints;
  storage: AppStorage;
  navigate: NavigateTo;
}) =>
  ({
    actors: createPaymentActors(checkoutApi, courseCheckoutApi),
    actions: {
      navigate: navigateAction(navigate),
      storePurchase: (_, purchase) => storePurchase(storage, purchase),
      storeParentRequest: () => storeParentRequest(storage),
    },
  }) satisfies ImplementationsOf<typeof paymentMachine>;
