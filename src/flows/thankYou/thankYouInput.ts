import type { ThankYouInput } from '@machines/thankYou';
import type { AppStorage } from '@shared/storage/storage';

import { pickTriviaIndex } from './drivingTrivia';

/** The order asked for in the address (?studentPaymentTrxId=), undefined without one, null when unreadable. */
export function requestedOrderOf(params: URLSearchParams): number | null | undefined {
  const raw = params.get('studentPaymentTrxId');
  if (raw === null) return undefined;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * The thank-you machine's input from the browser's stored values (02 §3), the organisation's
 * survey setting and AZ_FLOW and, for an order opened from the history, the transaction in the address.
 */
export function thankYouInputOf(
  storage: AppStorage,
  requestedOrder: number | undefined,
  organisationWantsSurvey: boolean,
  random: () => number,
  /** The organisation has AZ_FLOW (the branding's attributes). */
  azFlow = false,
): ThankYouInput {
  return {
    studentId: storage.get('studentId'),
    studentPaymentTrxId: requestedOrder ?? storage.get('studentPaymentTrxId') ?? null,
    afterPayment: requestedOrder === undefined,
    fastLaneStep: storage.get('fastLaneStep'),
    isFastLaneStudent: storage.get('fastLaneFlag') === 'true',
    parentEmailFlow: storage.get('parentEmailFlow') === 'true',
    surveyRequired: organisationWantsSurvey || storage.get('isShowShopperRequired') === 'true',
    skipPersonalInfo: storage.get('skipPersonalInfo') === 'true',
    upsellPayment: storage.get('upsellPaymentFlag') === '1',
    triviaIndex: pickTriviaIndex(random),
    azFlow,
  };
}
