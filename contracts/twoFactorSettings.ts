/** RFC 6238 settings every authenticator app understands, apart so the code fields carry only these. */
export const twoFactorSettings = {
  digits: 6,
  periodSeconds: 30,
  algorithm: 'SHA1',
  /** One step either side of now is accepted (clock drift between the phone and the server). */
  window: 1,
  recoveryCodes: 10,
  /** The issuer shown in the authenticator app. */
  issuer: 'Traffic School',
} as const;
