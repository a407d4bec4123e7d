import type { PurchaseRecord } from '@contracts/orders';

import type { Failure } from '../shared/failure';

export interface OrdersInput {
  /** The stored studentId; undefined when the browser holds none. */
  studentId?: number;
}

export interface OrdersContext {
  studentId?: number;
  /** The student's purchase records, newest first. */
  orders: PurchaseRecord[];
  /** The last failed load, shown with Try again. */
  failure?: Failure;
}

export type OrdersEvent = { type: 'retry.request' };

export interface LoadOrdersInput {
  studentId?: number;
}
