import type { PurchaseRecord } from '@contracts/orders';

import type { Failure } from '../shared/failure';

export type FastLaneStep = '2' | '3' | '4' | '5';

export interface ThankYouInput {
  /** The stored studentId; undefined when the browser holds none. */
  studentId?: number;
  /** The stored transaction of the payment just made, or the one asked for in the address. */
  studentPaymentTrxId: number | null;
  /** True on arrival after a payment; false for an order opened from the order history (the receipt only). */
  afterPayment: boolean;
  fastLaneStep?: FastLaneStep;
  /** Stored fastLaneFlag 'true'. */
  isFastLaneStudent: boolean;
  /** Stored parentEmailFlow 'true': a parent paid through the e-mailed link. */
  parentEmailFlow: boolean;
  /** The organisation's isShowShopperRequired, or the stored flag 'true'. */
  surveyRequired: boolean;
  /** Stored skipPersonalInfo 'true'. */
  skipPersonalInfo: boolean;
  /** Stored upsellPaymentFlag '1': the upsell cart was paid (02 §7 Purchase details). */
  upsellPayment: boolean;
  /** Which of the driving trivia lines the course-loading screen shows (picked by the app at random). */
  triviaIndex: number;
  /** The organisation has AZ_FLOW (01 §2): after payment the student files documents (02 §2 file-documents). */
  azFlow: boolean;
}

/** The student as the survey shows them (name and e-mail read-only). */
export interface ThankYouStudent {
  name: string;
  emailId: string;
  isPersonalInfoPending: boolean;
}

/** What happened to the last download or e-mail of the receipt. */
export type ReceiptNotice = { kind: 'emailed'; emailId: string } | { kind: 'failed'; failure: Failure };

export interface ThankYouContext extends ThankYouInput {
  record?: PurchaseRecord;
  student?: ThankYouStudent;
  /** The last failed load, shown with Retry. */
  failure?: Failure;
  receiptNotice?: ReceiptNotice;
}

export type ThankYouEvent =
  | { type: 'retry.request' }
  | { type: 'continue.request' }
  | { type: 'survey.finish' }
  | { type: 'receipt.print' }
  | { type: 'receipt.download' }
  | { type: 'receipt.email' };

export interface LoadPurchaseInput {
  studentId?: number;
  /** Only this transaction; all of the student's (newest first) without it. */
  studentPaymentTrxId?: number;
}

export interface LoadStudentInput {
  studentId?: number;
}

export interface ReceiptInput {
  studentPaymentTrxId: number;
}
