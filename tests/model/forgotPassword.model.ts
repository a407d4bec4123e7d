import { forgotPasswordMachine } from '@machines/forgotPassword';

import { networkFailure, refusal } from './failures.fixtures';
import { navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const forgotPasswordModel: FlowModel<typeof forgotPasswordMachine> = {
  id: 'forgotPassword',
  title: 'Forgot password: e-mail a reset link, then go back (01 §4)',
  machine: forgotPasswordMachine,
  events: (s) => [
    ...(s.matches('editing') ? [{ type: 'email.submit', emailId: 'student@example.com' }] : []),
    ...(invokes(s, 'requestReset')
      ? [
          done('requestReset'),
          failed('requestReset', refusal(400, 'VALIDATION', 'emailId: Invalid email')),
          failed('requestReset', networkFailure),
        ]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) => (e.type === 'email.submit' ? `the user submits the e-mail ${e.emailId}` : undefined),
  sideEffects: {
    // Back where the user came from; /login when the visit started here.
    returned: [navigate('/login', { back: true })],
  },
};
