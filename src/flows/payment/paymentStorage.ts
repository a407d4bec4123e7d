import type { PurchaseStorage } from '@machines/payment';
import type { AppStorage } from '@shared/storage';

/**
 * After a checkout (02 §3 Browser-kept session values): the new course and transaction; the fast lane resumes at
 * billing details (step '3'); the cart selection is done with, and so are the upsell cart's payload and flag.
 */
export function storePurchase(storage: AppStorage, purchase: PurchaseStorage): void {
  storage.set('studentCourseId', purchase.studentCourseId);
  storage.set('studentPaymentTrxId', purchase.studentPaymentTrxId);
  if (purchase.fastLane) storage.set('fastLaneStep', '3');
  storage.remove('cartSelection');
  if (purchase.upsellCart) storage.remove('upsellPaymentFlag', 'upsellPayload');
}

/** 02 §4: the last checkout asked a parent to pay. */
export function storeParentRequest(storage: AppStorage): void {
  storage.set('isParentPaymentRequest', 'true');
}
