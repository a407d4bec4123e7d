import { fromPromise } from 'xstate';

import { checkoutFailureCodes, type Discount, type UpsellItem } from '@contracts/checkout';
import type { CoursePrice } from '@contracts/courseConfig';
import type {
  ApplyDiscountInput,
  CartCourseOffer,
  cartMachine,
  CartOffer,
  DiscountChoice,
  LoadCartInput,
} from '@machines/cart';
import type { Failure } from '@machines/shared/failure';
import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';
import type { RegistrationEndpoints } from '@shared/api/endpoints/registration';
import type { ImplementationsOf } from '@shared/flows/implementations';
import type { AppStorage } from '@shared/storage';

const courseOffer = (price: CoursePrice): CartCourseOffer => ({
  configCourseId: price.configCourseId,
  name: price.name,
  description: price.description,
  logoPath: price.logoPath,
  price: price.basePrice,
  crossPrice: price.crossOutPrice,
});

async function coursePrice(
  registrationApi: RegistrationEndpoints,
  configCourseId: number,
  signal: AbortSignal,
): Promise<CoursePrice> {
  return (await registrationApi.coursePrice(configCourseId, signal)).data;
}

async function upsellPrices(
  checkoutApi: CheckoutEndpoints,
  configCourseId: number,
  signal: AbortSignal,
): Promise<UpsellItem[]> {
  const answer = await checkoutApi.upsellPrices(configCourseId, signal);
  return (answer.data ?? []).filter((u) => u.upsellConfigCourse.currentActive);
}

async function discount(
  checkoutApi: CheckoutEndpoints,
  choice: DiscountChoice,
  configCourseId: number,
  signal: AbortSignal,
): Promise<Discount> {
  return (await checkoutApi.discount({ code: choice.code, type: choice.type, configCourseId }, signal)).data;
}

/** review cart: a stored code refused since (used up, expired) leaves the cart without it; the server checks totals again. */
async function storedDiscount(
  checkoutApi: CheckoutEndpoints,
  choice: DiscountChoice | null,
  configCourseId: number,
  signal: AbortSignal,
): Promise<Discount | null> {
  if (!choice) return null;
  try {
    return await discount(checkoutApi, choice, configCourseId, signal);
  } catch (error) {
    if ((error as Failure).code === checkoutFailureCodes.discountInvalid) return null;
    throw error;
  }
}

/** The real I/O of the cart machine: course prices, upsells and discount codes (02 §7). */
export const createCartActors = (registrationApi: RegistrationEndpoints, checkoutApi: CheckoutEndpoints) => ({
  loadCart: fromPromise<CartOffer, LoadCartInput>(async ({ input, signal }) => {
    // The upsell cart sells only upsells: it prices no base course.
    const courseIds = input.variant === 'upsell' ? [] : [input.configCourseId, ...input.secondaryConfigCourseIds];
    const [prices, upsells, storedOff] = await Promise.all([
      Promise.all(courseIds.map((id) => coursePrice(registrationApi, id, signal))),
      input.withUpsells ? upsellPrices(checkoutApi, input.configCourseId, signal) : Promise.resolve([]),
      storedDiscount(checkoutApi, input.storedDiscount, input.configCourseId, signal),
    ]);
    const only = input.onlyUpsellIds;
    return {
      courses: prices.map(courseOffer),
      upsells: only ? upsells.filter((u) => only.includes(u.upsellConfigCourse.configCourseId)) : upsells,
      extras: prices[0] ? [...prices[0].mailPrice.mailItems, ...prices[0].bhwlPrice.bhwlItems] : [],
      discount: storedOff,
    };
  }),
  applyDiscount: fromPromise<Discount, ApplyDiscountInput>(async ({ input, signal }) =>
    discount(checkoutApi, input, input.configCourseId, signal),
  ),
});

/** Everything the cart machine needs from the app: its I/O and storage. */
export const createCartImplementations = ({
  registrationApi,
  checkoutApi,
  storage,
}: {
  registrationApi: RegistrationEndpoints;
  checkoutApi: CheckoutEndpoints;
  storage: AppStorage;
}) =>
  ({
    actors: createCartActors(registrationApi, checkoutApi),
    actions: {
      resetStoredSelection: () => storage.remove('cartSelection', 'audioUpgradeAdded', 'skipAudioUpsell'),
      storeAudioUpgrade: (_, params) => storage.set('audioUpgradeAdded', params.added ? 'true' : 'false'),
      storeAudioSkip: () => storage.set('skipAudioUpsell', 'true'),
      storeSelection: (_, params) => storage.set('cartSelection', params),
    },
  }) satisfies ImplementationsOf<typeof cartMachine>;
