import type { UpsellItem } from '@contracts/checkout';

import type { Failure } from '../shared/failure';

export interface UpsellOffersInput {
  studentId: number | null;
  /** The purchased course the offers belong to. */
  configCourseId: number | null;
}

/** What the upsell cart reads (storage key upsellPayload). */
export interface UpsellPayload {
  configCourseId: number;
  upsellConfigCourseIds: number[];
}

export interface SaveUpsellsInput extends UpsellPayload {
  studentId: number;
}

export interface UpsellOffersContext extends UpsellOffersInput {
  offers: UpsellItem[];
  chosenIds: number[];
  failure: Failure | null;
}

export type UpsellOffersEvent =
  | { type: 'retry.request' }
  | { type: 'offer.add'; configCourseId: number }
  | { type: 'offer.remove'; configCourseId: number }
  | { type: 'offers.continue' }
  | { type: 'offers.decline' };
