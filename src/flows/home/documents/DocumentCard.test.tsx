import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { documentLimits } from '@contracts/documents';

import { TestProviders } from '../../../../tests/setup/TestProviders';
import { DocumentCard } from './DocumentCard';

function renderCard(error?: string) {
  const onUpload = vi.fn();
  render(
    <TestProviders>
      <ul>
        <DocumentCard documentType="citation" canFile busy={false} disabled={false} error={error} onUpload={onUpload} />
      </ul>
    </TestProviders>,
  );
  return onUpload;
}

const choose = (file: File) => userEvent.upload(screen.getByLabelText('Choose a file'), file, { applyAccept: false });
const upload = () => userEvent.click(screen.getByRole('button', { name: 'Upload' }));

afterEach(cleanup);

describe('DocumentCard (02 §2 documents)', () => {
  it('asks for a file, then for an allowed type and size, before sending one', async () => {
    const onUpload = renderCard();
    await upload();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a file.');
    await choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await upload();
    expect(screen.getByRole('alert')).toHaveTextContent('The file must be a JPEG, PNG or GIF image or a PDF.');
    const large = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: documentLimits.maxBytes + 1 });
    await choose(large);
    await upload();
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large (at most 10 MB).');
    expect(onUpload).not.toHaveBeenCalled();
    const pdf = new File(['%PDF-1.4'], 'citation.pdf', { type: 'application/pdf' });
    await choose(pdf);
    await upload();
    expect(onUpload).toHaveBeenCalledWith(pdf);
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it("shows the server's refusal where its own message would be", () => {
    renderCard('The file must be a JPEG, PNG or GIF image or a PDF.');
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('aria-invalid', 'true');
  });
});
