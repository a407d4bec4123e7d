/** Request headers of spec 01 §6 / 02 §6. */
export const headerNames = {
  subscriptionKey: 'ocp-apim-subscription-key',
  authorization: 'authorization',
  studentId: 'studentid',
  /**
   * The app's interface language (contracts/languages.ts) on every call: the server stores it at sign-up and sign-in and
   * writes the student's mails in it (docs/architecture.md, "Server text in four languages").
   */
  language: 'accept-language',
} as const;

/** The key the reference server accepts unless SUBSCRIPTION_KEY overrides it; the app sends VITE_SUBSCRIPTION_KEY. */
export const defaultSubscriptionKey = 'local-development-key';
