import type { WalletProfile } from '@contracts/entryLinks';
import type { WalletUser } from '@machines/entryLink';

/**
 * The password stored with the wallet user info (01 §4 "a fixed default password"). The express
 * registration sends it for a wallet sign-up; the student sets a real password later from
 * the account settings (forgot/reset password works as for anyone).
 */
export const walletDefaultPassword = 'Wallet@123';

/**
 * The app's wallet client (Basic credentials of the token call). The reference server's sandbox
 * wallet adapter accepts the sandbox pair, which is the embedded default.
 */
export const walletClient = {
  clientId: import.meta.env.VITE_WALLET_CLIENT_ID || 'sandbox-wallet-client',
  clientSecret: import.meta.env.VITE_WALLET_CLIENT_SECRET || 'sandbox-wallet-secret',
};

/** Names and the primary (else first) e-mail of a wallet profile. */
export function walletUserOf(profile: WalletProfile): WalletUser {
  const email = profile.emails.find((e) => e.primary) ?? profile.emails[0];
  return { firstName: profile.name.given_name, lastName: profile.name.surname, emailId: email?.value.trim() || null };
}
