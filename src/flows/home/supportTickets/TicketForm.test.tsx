import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '../../../../tests/setup/TestProviders';
import { TicketForm } from './TicketForm';

function renderForm(onSubmit = vi.fn()) {
  render(
    <TestProviders>
      <TicketForm busy={false} onSubmit={onSubmit} />
    </TestProviders>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('TicketForm (02 §2 support, §5 allowed image formats)', () => {
  it('shows each field its message and sends nothing', async () => {
    const onSubmit = renderForm();
    const screenshot = screen.getByLabelText('Screenshot (optional: JPEG, PNG or GIF, up to 5 MB)');
    await userEvent.upload(screenshot, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), '   short   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please choose a topic',
      'Please write between 10 and 2000 characters',
      'The screenshot must be a JPEG, PNG or GIF image.',
    ]);
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('sends the topic, the trimmed message and the screenshot', async () => {
    const onSubmit = renderForm();
    const image = new File(['png'], 'screen.png', { type: 'image/png' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'payment');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), '  I was charged twice.  ');
    await userEvent.upload(screen.getByLabelText('Screenshot (optional: JPEG, PNG or GIF, up to 5 MB)'), image);
    await userEvent.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(onSubmit).toHaveBeenCalledWith({ topic: 'payment', message: 'I was charged twice.', screenshot: image });
  });
});
