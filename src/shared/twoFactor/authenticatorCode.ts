import { twoFactorSettings } from '@contracts/twoFactorSettings';

/** The app's code as typed ('123 456'): its digits, when there are exactly six. */
export function appCodeOf(typed: string): string | undefined {
  const digits = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${twoFactorSettings.digits}}$`).test(digits) ? digits : undefined;
}

/** A recovery code as typed: letters and digits (case, spaces and dashes are the server's to ignore), 10 of them. */
export function recoveryCodeOf(typed: string): string | undefined {
  const plain = typed.replace(/[\s-]+/g, '');
  return /^[a-z0-9]{10}$/i.test(plain) ? typed.trim() : undefined;
}
