import { journey } from './prefixes';

/** API paths of the course checkout (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const checkout = `${journey}/student/course/payment/checkout`;
