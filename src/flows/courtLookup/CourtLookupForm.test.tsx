import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TestProviders } from '../../../tests/setup/TestProviders';
import { CourtLookupForm } from './CourtLookupForm';

describe('court lookup form (01 §5)', () => {
  it('shows every field problem at once and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <TestProviders>
        <CourtLookupForm busy={false} onSubmit={onSubmit} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Case Number'), 'SAC-1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Case Number should only contain alphabets')).toBeInTheDocument();
    expect(screen.getByText('Citation Number is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
