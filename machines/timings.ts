// Every timer of the spec, named after the rule it implements (01 §9, 02 §9). Machines refer to these names in
// `after` and provide the values from here (`import * as timings`): one export each, so a build writes each value
// where it is used instead of carrying the whole table on the first page.

/** 01 §4 Login: password expired → /forgot-password. */
export const passwordExpiredRedirect = 2000;
/** 01 §4 Login: a repeated submit is delayed. */
export const repeatedLoginDelay = 3000;
/** 01 §4 Login: legacy login failure → interstitial. */
export const legacyFailureRedirect = 2500;
/** 01 §4 Login: isEligible false → /login. */
export const ineligibleRedirect = 5000;
/** 01 §4 Forgot password: back after success. */
export const forgotPasswordReturn = 5000;
/** 01 §4 Reset password: /login after success. */
export const resetPasswordReturn = 4000;
/** 01 §4 Inactivity: idle after 5 minutes. */
export const idleTimeout = 300_000;
/** 01 §4 Inactivity: logout when the warning is not answered. */
export const idleLogoutGrace = 90_000;
/** 02 §2 Sidebar: 'saving progress' overlay when leaving chapter-launch. */
export const savingProgressOverlay = 2000;
/** 01 §9: the flexi-field loading progress ticks every 200 ms (in steps of 10). */
export const flexiFieldProgressTick = 200;
/** 01 §4 SMS opt-in, §9: submit 1 s after the 'SMS Alert!' is confirmed. */
export const smsConfirmationDelay = 1000;
/** 01 §8 Registration 'We could not register you to the course', §9: /login after 5 s. */
export const registrationErrorRedirect = 5000;
/** 01 §8 Registration, §9: the 'already registered' modal 5 s after 'Email id already registered…'. */
export const existingEmailModalDelay = 5000;
/** 01 §8 Registration: logout 5 s after the 'already registered' modal opened. */
export const existingEmailLogout = 5000;
/** 01 §8 Registration: logout 5 s after the government-fleet vehicle-tag modal. */
export const vehicleTagLogout = 5000;
/** 01 §2 /sacramento-court, §9: the court lookup loader runs at least 1 second. */
export const courtLookupLoader = 1000;
/** 01 §4 Course expired / affiliate tracking, §9: tracking runs 3 s after the landing page loads. */
export const affiliateTrackingDelay = 3000;
/** 02 §2 Thank-you page, §9: the parent-e-mail flow leaves for the start page 2 s after 'Payment is done successfully'. */
export const parentFlowDoneRedirect = 2000;
/**
 * 02 §2 Cart, payment-redirect loader: its percentage rises every tick (steps and cap in
 * machines/payment/redirectProgress.ts). The spec gives no number; 400 ms keeps the loader moving for the few
 * seconds a charge takes.
 */
export const redirectProgressTick = 400;
/** A chapter sends its time update every 30 seconds (02 §7 time management). */
export const timeUpdateInterval = 30_000;
/** A time update that failed is sent again after this long (and at once when the browser is back online). */
export const timeUpdateRetry = 10_000;
/** The break countdown's step. */
export const breakSecond = 1000;
/** The chapter page's clock sends 'clock.second' at this step; study time counts second by second. */
export const studySecond = 1000;
/**
 * A final-exam answer that could not be saved is sent again after this long (and at once when the browser is
 * back online). The spec gives no number; 5 s retries soon without flooding a server that is down.
 */
export const answerSaveRetry = 5000;
/** The final exam's page clock sends 'clock.second' at this step; its countdown counts down by seconds. */
export const examSecond = 1000;
/** The security question's countdown: one tick a second from the page's clock (a time limit of the rule). */
export const identitySecond = 1000;
/**
 * 'Identity verified.' (02 §8's success) stays this long before the chapter opens: the spec gives no number; long
 * enough to read two words, short enough not to hold the student up at every chapter.
 */
export const identityVerifiedNotice = 1500;
