/** API paths of the webcam photo check (02 §7 facial recognition, footprint); all of them through contracts/paths.ts. */
/** POST multipart: the photo of a check (the first one is the enrolment photo). */
export const facialRecognition = '/student/course/facial-recognition';
/** POST: the camera was refused or is missing (kept with the address and browser, as every identity event). */
export const footprint = '/student/foot-print';
/**
 * Operators (admin key): GET lists the review queue (`?status=`); `${identityPhotos}/:photoId` is the JPEG and
 * `${identityPhotos}/:photoId/decision` takes support's decision (POST).
 */
export const identityPhotos = '/improv-student/admin/identity-photos';
