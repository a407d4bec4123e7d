export { cartMachine } from './cart.machine';
export type * from './cart.types';
export * from './cartRules';
export { upsellOffersMachine } from './upsellOffers.machine';
export type * from './upsellOffers.types';
