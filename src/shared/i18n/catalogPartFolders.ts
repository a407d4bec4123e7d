/**
 * Which source folders' words live in which catalog part (lingui.config.ts). A route that renders code from a part's
 * folders must load that part first (src/app/router.tsx); tests/unit/catalogParts.test.ts checks that no other code
 * imports these folders.
 */
export const catalogParts = {
  /** Registration, express registration, the start pages, court lookup and the legal pages. */
  public: [
    'src/flows/registration',
    'src/flows/registrationSubmit',
    'src/flows/expressRegistration',
    'src/flows/landing',
    'src/flows/courtLookup',
    'src/flows/legal',
  ],
  /** Cart, payment, thank-you and receipt, orders, personal information and parent verification. */
  checkout: [
    'src/flows/cart',
    'src/flows/payment',
    'src/flows/thankYou',
    'src/flows/orders',
    'src/flows/personalInformation',
    'src/flows/parentVerification',
    'src/shared/i18n/checkoutFailureMessages.ts',
  ],
} as const;

export type CatalogPart = keyof typeof catalogParts;
