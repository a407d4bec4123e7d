/** API paths only the server and the tests use (no browser call); all of them through contracts/paths.ts. */
export const devMailbox = '/dev/mailbox';
export const purchasedCourses = '/student/course/purchased';
