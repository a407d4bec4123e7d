/**
 * Where students reach support while live chat cannot load (the Comm100 script needs the
 * internet). Fictional reserved values until the school's real contacts are configured.
 */
export const supportContact = {
  phone: '1-800-555-0142',
  email: 'support@trafficschoolonline.example',
} as const;
