import { describe, expect, it } from 'vitest';

import { maskPersonal } from './masking';

describe('the inspector masks personal data', () => {
  it('hides strings and numbers except the keys that only name a flow’s course', () => {
    expect(
      maskPersonal({
        type: 'credentials.submit',
        emailId: 'sam@example.com',
        password: 'Passw0rd!',
        studentId: 101,
        status: 'Active',
        isVerified: true,
        answers: ['Rex', 'Paris'],
        address: { street: '1 Main St', zip: '90001' },
        failure: { kind: 'failure', httpStatus: 401, code: 'UNAUTHORIZED', message: 'Incorrect email or password.' },
      }),
    ).toEqual({
      type: 'credentials.submit',
      emailId: '•••',
      password: '•••',
      studentId: '•••',
      status: 'Active',
      isVerified: true,
      answers: ['2 item(s)'],
      address: { street: '•••', zip: '•••' },
      failure: { kind: 'failure', httpStatus: 401, code: 'UNAUTHORIZED', message: '•••' },
    });
  });

  it('stops three levels down', () => {
    expect(maskPersonal({ a: { b: { c: { name: 'Sam' } } } })).toEqual({ a: { b: { c: '•••' } } });
  });
});
