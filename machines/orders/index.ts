export { ordersMachine } from './orders.machine';
export type * from './orders.types';
