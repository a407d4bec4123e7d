import { payLaterGateway } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import { ApiError } from '../http/envelope';
import type { PaymentGatewayAdapter } from './gateways';

/**
 * 02 §4 Pay later / parent payment request: records a PaymentPending transaction (nothing is charged; the courses
 * stay PaymentPending). A parent request needs the parent's e-mail (requestEmail), which gets the parent link.
 */
export const payLaterGatewayAdapter: PaymentGatewayAdapter = {
  name: payLaterGateway,
  mode: 'PayLater',
  requiresIdempotencyKey: false,
  async check(_ctx, { request, student }) {
    if (request.studentPaymentTrxId !== undefined) {
      throw new ApiError(
        400,
        'studentPaymentTrxId: a pending transaction is paid by card or wallet',
        failureCodes.validation,
      );
    }
    if (request.isParentPaymentRequest && !request.requestEmail) {
      throw new ApiError(
        400,
        'requestEmail: the parent e-mail is required for a parent payment request',
        failureCodes.validation,
      );
    }
    if (request.requestEmail && request.requestEmail.toLowerCase() === student.email.toLowerCase()) {
      throw new ApiError(400, 'requestEmail: Parent ID and student ID cannot be the same', failureCodes.validation);
    }
  },
  async charge() {
    return { status: 'PaymentPending', gatewayReference: null, instrument: null, paymentMethodId: null };
  },
};
