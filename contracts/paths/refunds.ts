import { dashboard } from './prefixes';

/*
 * API paths of refunds (02 §2 refund, refund-summary). 02 §7 names an "older refund path" without its shape
 * or address: these are chosen once here, beside the course calls of the dashboard prefix.
 */
/** GET: the student's purchases with what each item may be refunded; POST { studentPaymentTrxId, lineIds, reason, idempotencyKey }: refunds. */
export const refund = `${dashboard}/student/course/refund`;
/** GET: the student's refund requests, newest first. */
export const refundRequests = `${dashboard}/student/course/refund-requests`;
/** Operators (admin key): GET the requests waiting for support; `${adminRefundRequests}/:refundRequestId/decision` decides one. */
export const adminRefundRequests = '/improv-student/admin/refund-requests';
