import { journey } from './prefixes';

/** API paths of registration (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const registration = `${journey}/student/course/registration`;
export const coursePrice = `${journey}/student/course/price`;
export const flexiFields = `${journey}/student/course/flexifield`;
/** Not named by the spec. */
export const courseRemap = `${journey}/student/course/remap`;
