/** Request headers of spec 01 §6 / 02 §6. */
export const headerNames = {
  subscriptionKey: 'ocp-apim-subscription-key',
  authorization: 'authorization',
  studentId: 'studentid',
} as const;

/** The key the reference server accepts unless SUBSCRIPTION_KEY overrides it; the app sends VITE_SUBSCRIPTION_KEY. */
export const defaultSubscriptionKey = 'local-development-key';
