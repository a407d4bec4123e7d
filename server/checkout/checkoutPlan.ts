import { checkoutFailureCodes, checkoutMessages } from '../../contracts/checkout';
import type { Queryable } from '../db/types';
import { ApiError, type EnvelopeBody } from '../http/envelope';
import type { CheckoutContext, CheckoutRequestBody, GatewayCharge, PaymentGatewayAdapter } from '../payments/gateways';
import type { StudentRow } from '../students';

/** What the checkout's steps share: the request, the plan decided before the gateway is asked, and the outcome. */

/** One checkout request: the body, its student, the gateway it names and its idempotency key. */
export interface CheckoutCall {
  body: CheckoutRequestBody;
  student: StudentRow;
  gateway: PaymentGatewayAdapter;
  key: string;
}

/** What every way of recording a checkout works from: the request, the charge and the time. */
export type RecordInput = CheckoutCall & { charge: GatewayCharge; now: Date };

/** A recorded checkout: its answer and what the steps after the commit need. */
export interface CheckoutOutcome {
  answer: EnvelopeBody;
  completed: boolean;
  trxId: number;
  amount: number;
  courseIds: number[];
  parentRequest?: { email: string; primaryId: number; secondaryIds: number[] };
}

/** What a checkout will charge and how it records the charge (decided before the gateway is asked). */
export interface CheckoutPlan {
  checkout: CheckoutContext;
  /** Pays an existing pending transaction: only a completed charge may be recorded. */
  paysPending: boolean;
  record(tx: Queryable, charge: GatewayCharge, now: Date): Promise<CheckoutOutcome>;
}

/** The request's logger: what goes wrong after money moved is logged, never swallowed. */
export type Log = { error: (o: object, m: string) => void };

export const alreadyPaid = () => new ApiError(409, checkoutMessages.alreadyPaid, checkoutFailureCodes.alreadyPaid);

/** Amounts compare in whole cents (the request's numbers are decimal fractions). */
export const cents = (n: number) => Math.round(n * 100);
