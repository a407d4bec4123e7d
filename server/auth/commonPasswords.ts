import { dictionary } from '@zxcvbn-ts/language-common';

import { expressPlaceholderPassword } from '../../contracts/expressPlaceholder';

/*
 * Passwords everyone tries first (about 49,000, from the maintained zxcvbn-ts common list, lower-case), and the
 * express payload's placeholder, which every browser has. Compared lower-cased: 'Password1' is as guessable as
 * 'password1'. Built on first use, so a server that never sets a password never decompresses the list.
 */
let common: Set<string> | undefined;

const normalise = (password: string) => password.normalize('NFKC').toLowerCase();

export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], normalise(expressPlaceholderPassword)]);
  return common.has(normalise(password));
}
