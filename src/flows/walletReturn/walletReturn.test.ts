import { describe, expect, it } from 'vitest';

import { walletUserOf } from './walletReturn';

describe('walletUserOf', () => {
  it('takes the primary e-mail, else the first, else none', () => {
    const name = { given_name: 'Ana', surname: 'Diaz' };
    expect(
      walletUserOf({
        name,
        emails: [
          { value: 'a@x.com', primary: false },
          { value: 'b@x.com', primary: true },
        ],
      }),
    ).toEqual({ firstName: 'Ana', lastName: 'Diaz', emailId: 'b@x.com' });
    expect(walletUserOf({ name, emails: [{ value: 'a@x.com', primary: false }] }).emailId).toBe('a@x.com');
    expect(walletUserOf({ name, emails: [] }).emailId).toBeNull();
  });
});
