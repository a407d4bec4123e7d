export { cartMachine } from './cart.machine';
export { upsellOffersMachine } from './upsellOffers.machine';
export * from './cartRules';
export type * from './cart.types';
export type * from './upsellOffers.types';
