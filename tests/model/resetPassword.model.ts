import { resetPasswordMachine } from '@machines/resetPassword';

import { networkFailure, refusal } from './failures.fixtures';
import { navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

/** A token as the e-mailed link carries it. */
export const linkToken = 'k3J9x2QmV7aLp0Zt5RbN8cWd';

export const resetPasswordModel: FlowModel<typeof resetPasswordMachine> = {
  id: 'resetPassword',
  title: 'Reset password: a new password for the e-mailed link, then sign in (01 §4)',
  machine: resetPasswordMachine,
  input: { resetToken: linkToken },
  inputs: [{ name: 'link without a token', input: { resetToken: '' } }],
  events: (s) => [
    ...(s.matches('editing') ? [{ type: 'password.submit', password: 'N3wPassw0rd!' }] : []),
    ...(invokes(s, 'resetPassword')
      ? [
          done('resetPassword'),
          failed(
            'resetPassword',
            refusal(400, 'TOKEN_INVALID', 'This reset link is invalid or has expired. Please request a new one.'),
          ),
          failed('resetPassword', refusal(500, 'SERVER_ERROR', 'Oops. Something went wrong. Please try again later.')),
          failed('resetPassword', networkFailure),
        ]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) =>
    e.type === 'password.submit' ? `the user enters and confirms the new password ${e.password}` : undefined,
  sideEffects: {
    // A link without a token goes to /login at once, and a reset password after 4 s; both replace this page.
    leaving: [navigate('/login', { replace: true })],
    returned: [navigate('/login', { replace: true })],
  },
};
