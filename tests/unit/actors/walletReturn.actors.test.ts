import { describe, expect, it } from 'vitest';

import { entryLinksEndpoints } from '@shared/api/endpoints/entryLinks';
import { walletClient } from '@flows/walletReturn/walletReturn';
import { createWalletReturnActors } from '@flows/walletReturn/walletReturn.actors';

import { actorsOver, failuresPassThrough, outcomeOf } from './actorTable';

/** The wallet provider answers plain OAuth-style JSON, not the envelope (contracts/entryLinks.ts). */
const actorsWith = actorsOver(createWalletReturnActors, entryLinksEndpoints);
const token = { access_token: 'wallet-access', token_type: 'Bearer', expires_in: 3600 };
const profile = (emails: Array<{ value: string; primary: boolean }>) => ({
  name: { given_name: 'Ana', surname: 'Diaz' },
  emails,
});

describe('createWalletReturnActors', () => {
  it.each([
    {
      name: 'the primary e-mail',
      emails: [
        { value: 'other@example.com', primary: false },
        { value: 'ana@example.com', primary: true },
      ],
      emailId: 'ana@example.com',
    },
    {
      name: 'the first e-mail when none is primary',
      emails: [{ value: 'first@example.com', primary: false }],
      emailId: 'first@example.com',
    },
    { name: 'a trimmed e-mail', emails: [{ value: '  ana@example.com ', primary: true }], emailId: 'ana@example.com' },
    { name: 'no e-mail', emails: [], emailId: null },
  ])('readWalletUser exchanges the code and reads the names and $name', async ({ emails, emailId }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'readWalletUser',
      { code: 'sandbox-code-1' },
      { walletToken: token, walletProfile: profile(emails) },
    );
    expect(result).toEqual({ output: { firstName: 'Ana', lastName: 'Diaz', emailId } });
    expect(calls.walletToken).toHaveBeenCalledWith('sandbox-code-1', walletClient, expect.any(AbortSignal));
    expect(calls.walletProfile).toHaveBeenCalledWith('wallet-access', expect.any(AbortSignal));
  });

  failuresPassThrough(actorsWith, [
    ['readWalletUser', 'walletToken', { code: 'sandbox-code-1' }],
    ['readWalletUser', 'walletProfile', { code: 'sandbox-code-1' }, { walletToken: token }],
  ]);
});
