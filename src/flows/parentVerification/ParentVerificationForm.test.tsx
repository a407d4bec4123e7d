import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '../../../tests/setup/TestProviders';
import { ParentVerificationForm } from './ParentVerificationForm';
import { emptyParentForm } from './parentVerificationForm';

const states = [
  { stateId: 44, stateName: 'Texas', stateCode: 'TX' },
  { stateId: 99, stateName: 'Nowhere' },
];

function renderForm(onSubmit = vi.fn()) {
  render(
    <TestProviders>
      <ParentVerificationForm initialValues={emptyParentForm} states={states} busy={false} onSubmit={onSubmit} />
    </TestProviders>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('parent verification form (02 §5)', () => {
  it('shows every required message at once and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Date Format Invalid Use the following format MM-DD-YYYY',
      'State is required',
      'Email address is required',
      'Address Line is required',
      'City code is required',
      'Zip code is required',
      'Mobile number is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only states with a code, and formats the mobile number as typed', async () => {
    renderForm();
    const user = userEvent.setup();
    expect(screen.queryByRole('option', { name: 'Nowhere' })).toBeNull();
    await user.type(screen.getByLabelText('Parent mobile number*'), '5551234567');
    expect(screen.getByLabelText('Parent mobile number*')).toHaveValue('555-123-4567');
  });

  it('has a calendar limited to 1950-01-01…2005-01-01 that opens 80 years back and fills the date', async () => {
    renderForm();
    const user = userEvent.setup();
    const calendarButton = screen.getByRole('button', { name: 'Calendar' });
    expect(calendarButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(calendarButton);
    expect(calendarButton).toHaveAttribute('aria-expanded', 'true');
    const picker = screen.getByLabelText('Choose the date of birth');
    expect(picker).toHaveAttribute('min', '1950-01-01');
    expect(picker).toHaveAttribute('max', '2005-01-01');
    expect(picker).toHaveValue('1950-01-01');
    fireEvent.change(picker, { target: { value: '1975-03-14' } });
    expect(screen.getByLabelText('Parent date of birth* (MM-DD-YYYY)')).toHaveValue('03-14-1975');
  });
});
