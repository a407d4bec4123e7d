/**
 * The sign-in and password forms' limits (01 §5), apart from the schemas in auth.ts: the forms read them as the page
 * renders, while the schemas load with the first call (so /login's first download does not carry them).
 */
export const loginLimits = { passwordMaxLength: 20, emailMaxLength: 100 } as const;
export const forgotPasswordLimits = { emailMaxLength: 50 } as const;
/** The reset rules: 6 to 30 characters. */
export const passwordLimits = { min: 6, max: 30 } as const;
export const verificationCodeLength = 6;
