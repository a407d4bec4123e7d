import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '../../../tests/setup/TestProviders';
import { PersonalInformationForm } from './PersonalInformationForm';
import { personalInformationFormValues } from './personalInformationForm';

const states = [{ stateId: 44, stateName: 'Texas', stateCode: 'TX' }];

afterEach(cleanup);

/** The empty form over one state; `props` adds to or replaces its props. */
const renderForm = (props: Partial<ComponentProps<typeof PersonalInformationForm>> = {}) =>
  render(
    <TestProviders>
      <PersonalInformationForm
        initialValues={personalInformationFormValues(undefined, undefined)}
        states={states}
        busy={false}
        onSubmit={vi.fn()}
        {...props}
      />
    </TestProviders>,
  );

describe('personal information form', () => {
  it('shows the rule messages and sends nothing while a field is wrong', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Zip code*'), '78a01');
    await user.type(screen.getByLabelText('City*'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('ZIP should only contain numeric')).toBeInTheDocument();
    expect(screen.getByText('city should be between 2 to 40')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a server address refusal under its field', () => {
    renderForm({ addressProblem: 'zip' });
    expect(screen.getByLabelText('Zip code*')).toHaveAccessibleDescription('Please enter valid Zip code');
    expect(screen.getByLabelText('Street address*')).not.toHaveAccessibleDescription();
  });
});
