/**
 * Every timer of the spec, named after the rule it implements (01 §9, 02 §9).
 * Machines refer to these names in `after`; the values are provided here once.
 */
export const timings = {
  /** 01 §4 Login: password expired → /forgot-password. */
  passwordExpiredRedirect: 2000,
  /** 01 §4 Login: a repeated submit is delayed. */
  repeatedLoginDelay: 3000,
  /** 01 §4 Login: legacy login failure → interstitial. */
  legacyFailureRedirect: 2500,
  /** 01 §4 Login: isEligible false → /login. */
  ineligibleRedirect: 5000,
  /** 01 §4 Forgot password: back after success. */
  forgotPasswordReturn: 5000,
  /** 01 §4 Reset password: /login after success. */
  resetPasswordReturn: 4000,
  /** 01 §4 Inactivity: idle after 5 minutes. */
  idleTimeout: 300_000,
  /** 01 §4 Inactivity: logout when the warning is not answered. */
  idleLogoutGrace: 90_000,
  /** 02 §2 Sidebar: 'saving progress' overlay when leaving chapter-launch. */
  savingProgressOverlay: 2000,
} as const;

export type TimingName = keyof typeof timings;
