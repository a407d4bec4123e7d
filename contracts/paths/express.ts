import { journey } from './prefixes';

/** API paths of express registration and court lookup (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const expressRegistration = `${journey}/student/course/express-registration`;
/** The following are not named by the spec. */
export const courtLookup = `${journey}/student/course/court-case`;
export const reviewsAggregate = `${journey}/reviews/aggregate`;
export const courseInfo = `${journey}/student/course/info`;
