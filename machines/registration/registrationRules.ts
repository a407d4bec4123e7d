import type { Failure } from '../shared/failure';
import type { RegistrationEntry } from './registration.types';

/** 01 §9: the product's own organisation, and the state id that asks for the state list. */
export const ownOrganisationId = 1001;
export const stateListStateId = 1;

/**
 * 01 §4 State selection: "state 1 with organisation 1001" loads the active state list. A link
 * without a stateId is state 1, and a link without an organisationId is the product's own (1001):
 * a plain /register asks for the state; a partner's or court link that names its state does not.
 */
export function needsStateList(entry: Pick<RegistrationEntry, 'organisationId' | 'stateId'>): boolean {
  return (
    (entry.stateId ?? stateListStateId) === stateListStateId &&
    (entry.organisationId ?? ownOrganisationId) === ownOrganisationId
  );
}

/** 01 §9: the loading indicator moves in steps of 10 and starts again after 100. */
export function nextProgress(progress: number): number {
  return progress >= 100 ? 0 : progress + 10;
}

/** 01 §8: a remapping answered 404 (no other course for the state) is ignored. */
export function isRemapNotFound(failure: Failure): boolean {
  return failure.httpStatus === 404;
}
