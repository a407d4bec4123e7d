/** The sign-in, password and sign-out answers' texts (the login routes' and the connected accounts' refusals). */
export const authMessages = {
  loginSuccess: 'Login successful.',
  wrongCredentials: 'Incorrect email or password. Please try again or click Forgot Password to reset your password.',
  invalidEmail: 'Please enter a valid email address',
  legacyAccount: 'This account was created on our previous platform.',
  passwordExpired: 'Your password has expired. Please reset your password.',
  ineligible: 'You are not eligible to take this course. Please contact our support team.',
  accountInactive: 'Your account is inactive. Please contact our support team.',
  legacySuccess: 'Login successful. Continue on our previous platform.',
  legacyPasswordMismatch: 'Password does not match',
  legacyInvalidEmail: 'Invalid Email',
  forgotPassword: 'If an account exists for this e-mail, we have sent a link to reset your password.',
  resetDone: 'Your password has been reset. You can now sign in.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  logout: 'You have been signed out.',
  socialNotConfigured: (name: string) => `Sign-in with ${name} is not configured on this server.`,
  socialFailed: (name: string) => `Sign-in with ${name} failed. Please try again.`,
  socialNoAccount: 'No account exists for this e-mail address. Please register first.',
  socialNotConnected: (name: string) =>
    `This ${name} account is not connected to your account yet. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  socialEmailUnverified: (name: string) =>
    `${name} did not confirm the e-mail address of this account, so it cannot find your account. Sign in with your e-mail and password, then connect it in Settings under Connected accounts.`,
  socialTokenRequired: 'subjectToken: the provider ID token is required',
  twoFactorRequired: 'Enter the code from your authenticator app.',
} as const;
