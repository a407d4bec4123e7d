import type { CartEntry } from '@machines/cart';
import { ownOrganisationId } from '@machines/registration/registrationRules';
import type { CartVariant } from '@machines/shared/checkoutOrder';
import type { AppStorage } from '@shared/storage/storage';

type StorageReader = Pick<AppStorage, 'get'>;

/** What a cart page starts from: the stored student, course and per-page values (02 §3 Browser-kept session values). */
export function readCartEntry(storage: StorageReader, variant: CartVariant): CartEntry {
  const payload = variant === 'upsell' ? storage.get('upsellPayload') : undefined;
  return {
    variant,
    studentId: storage.get('studentId') ?? null,
    // A student without a stored organisation registered with the product's own one (01 §2).
    organisationId: storage.get('organisationId') ?? ownOrganisationId,
    // The upsell cart sells offers of the purchased course the payload names.
    configCourseId: variant === 'upsell' ? (payload?.configCourseId ?? null) : (storage.get('configCourseId') ?? null),
    stateId: storage.get('stateId') ?? null,
    upsellConfigCourseIds: payload?.upsellConfigCourseIds ?? [],
    secondaryConfigCourseIds: variant === 'parent' ? (storage.get('secondaryConfigCourseIds') ?? []) : [],
    studentPaymentTrxId: variant === 'parent' ? (storage.get('studentPaymentTrxId') ?? null) : null,
    storedSelection: variant === 'review' ? (storage.get('cartSelection') ?? null) : null,
    storedPaymentMethod: storage.get('paymentMethod') ?? null,
  };
}
