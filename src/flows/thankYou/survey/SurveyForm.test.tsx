import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '../../../../tests/setup/TestProviders';
import { SurveyForm } from './SurveyForm';

function renderForm(onSubmit = vi.fn()) {
  render(
    <TestProviders>
      <SurveyForm
        name="Sam Student"
        emailId="sam@example.com"
        stars={100}
        lowRating={false}
        courseSelection="yes"
        incomplete={false}
        busy={false}
        onChooseStars={vi.fn()}
        onChooseCourseSelection={vi.fn()}
        onSubmit={onSubmit}
        onSkip={vi.fn()}
      />
    </TestProviders>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('SurveyForm consent (02 §5 Survey)', () => {
  it('refuses a submit without consent with the spec message', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your consent to our Survey Guidelines.');
    expect(screen.getByRole('checkbox', { name: 'I agree to the Survey Guidelines.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('sends the comments once consent is given', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Comments'), '  Very clear.  ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Survey Guidelines.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('  Very clear.  ');
    expect(screen.queryByText('Please confirm your consent to our Survey Guidelines.')).toBeNull();
  });
});
