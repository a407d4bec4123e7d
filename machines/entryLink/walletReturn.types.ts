/** The wallet provider's profile as the flow needs it (01 §3 wallet-provider profile). */
export interface WalletUser {
  firstName: string;
  lastName: string;
  /** The primary (else first) e-mail, or null when the profile has none. */
  emailId: string | null;
}

export interface WalletReturnInput {
  /** The `code` query parameter; absent when the provider sent none. */
  code?: string;
}

export interface WalletReturnContext {
  code?: string;
}

export type WalletReturnEvent = never;
