import { waitFor, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorOptions } from 'xstate';

import type { RegistrationCompletionInput, registrationCompletionMachine } from '@machines/registrationSubmit';
import { createSessionSignals } from '@shared/api';
import { type Services, ServicesProvider } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';
import { RegistrationCompletionView } from '@flows/registrationSubmit/RegistrationCompletionView';

import { fakeEndpoints } from '../setup/fakeEndpoints';
import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';

/** The verification dialog's calls succeed: the completion steps are under test, not the dialog. */
const services: Services = {
  endpoints: fakeEndpoints({
    verifyEmail: async () => ({ status: { success: true, message: 'Your e-mail address has been verified.' } }),
    resendVerification: async () => ({
      status: { success: true, message: 'We have sent a new code to your e-mail address.' },
    }),
  }),
  storage: createAppStorage(window.sessionStorage),
  signals: createSessionSignals(),
};

/** The completion steps run as the submit flow's child; here the harness starts them itself. */
function Completion({
  logic,
  options,
}: {
  logic: typeof registrationCompletionMachine;
  options: Record<string, unknown>;
}) {
  // The harness's options carry the path's input, clock and coverage probe.
  const actor = useActorRef(
    logic,
    options as unknown as ActorOptions<typeof registrationCompletionMachine> & { input: RegistrationCompletionInput },
  );
  return <RegistrationCompletionView actor={actor} />;
}

const dialogNames: Record<string, string> = {
  verifyingEmail: 'Verify your e-mail address',
  courseAllocated: 'Course allocated',
};

export const registrationCompletionView: FlowViewDriver<typeof registrationCompletionMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/register">
      <ServicesProvider services={services}>
        <Completion logic={logic} options={options} />
      </ServicesProvider>
    </TestProviders>
  ),
  perform: {
    'email.verified': async (_e, { user, screen }) => {
      const dialog = await screen.findByRole('dialog', { name: dialogNames.verifyingEmail });
      await user.type(within(dialog).getByLabelText('Verification code'), '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    'checkout.retry': async (_e, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'student.retry': async (_e, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'account.login': async (_e, { user, screen }) => {
      await user.click(
        within(screen.getByRole('dialog', { name: dialogNames.courseAllocated })).getByRole('button', {
          name: 'Login',
        }),
      );
    },
  },
  expectScreen: async (s, { screen }) => {
    const dialogName = dialogNames[String(s.value)];
    // The e-mail verification dialog loads its code when it opens (findBy waits for it).
    if (dialogName) expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).toBeNull();
    if (s.matches('courseAllocated'))
      expect(screen.getByRole('dialog')).toHaveTextContent('Your course has been allocated. Please login to continue.');

    const working = s.matches('checkingOut') || s.matches('loadingStudent');
    if (working) expect(screen.getByRole('status')).toHaveTextContent('Setting up your course…');
    else expect(screen.queryByText('Setting up your course…')).toBeNull();

    const failed = s.matches('checkoutFailed') || s.matches('studentFailed');
    const alerts = screen.queryAllByRole('alert').map((el) => el.textContent);
    if (failed) {
      const failure = s.context.failure!;
      expect(alerts).toEqual([
        failure.kind === 'failure' ? failure.message : 'Oops. Something went wrong. Please try again later.',
      ]);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else {
      expect(alerts).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    }
  },
};
