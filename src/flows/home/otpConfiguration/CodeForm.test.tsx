import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '../../../../tests/setup/TestProviders';
import { CodeForm } from './CodeForm';

function renderForm(acceptsRecoveryCode: boolean) {
  const onSubmit = vi.fn();
  render(
    <TestProviders>
      <CodeForm
        label="Code"
        submitLabel="Turn off"
        busy={false}
        acceptsRecoveryCode={acceptsRecoveryCode}
        onSubmit={onSubmit}
      />
    </TestProviders>,
  );
  return onSubmit;
}

const send = async (typed: string) => {
  const field = screen.getByRole('textbox', { name: 'Code' });
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
};

afterEach(cleanup);

describe('CodeForm (02 §2 otp-configuration)', () => {
  it("asks for the app's six digits and sends them without spaces", async () => {
    const onSubmit = renderForm(false);
    await send('k7m2q-9xw4d');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits of the code');
    await send('123 456');
    expect(onSubmit.mock.calls).toEqual([['123456']]);
  });
  it('takes a recovery code where allowed, as typed', async () => {
    const onSubmit = renderForm(true);
    await send('12345');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits of the code, or a recovery code');
    await send('k7m2q-9xw4d');
    expect(onSubmit.mock.calls).toEqual([['k7m2q-9xw4d']]);
  });
});
