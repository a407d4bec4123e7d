import { describe, expect, it } from 'vitest';

import { addressProblem } from './personalInformationRules';

describe('02 §8 address refusals', () => {
  it('points an invalid address at the street and an invalid zip at the zip', () => {
    expect(
      addressProblem({
        kind: 'failure',
        httpStatus: 422,
        code: 'INVALID_ADDRESS',
        message: 'Please provide Valid address',
      }),
    ).toBe('street');
    expect(
      addressProblem({ kind: 'failure', httpStatus: 422, code: 'INVALID_ZIP', message: 'Please enter valid Zip code' }),
    ).toBe('zip');
    expect(
      addressProblem({ kind: 'failure', httpStatus: 500, code: 'SERVER_ERROR', message: 'Oops.' }),
    ).toBeUndefined();
    expect(addressProblem(undefined)).toBeUndefined();
  });
});
