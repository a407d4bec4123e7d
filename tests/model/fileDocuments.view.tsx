import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { fileDocumentsMachine } from '@machines/fileDocuments';
import { FileDocumentsContext } from '@flows/home/fileDocuments/FileDocumentsContext';
import { FileDocumentsView } from '@flows/home/fileDocuments/FileDocumentsView';

import { expectDocumentCards, uploadIn } from './documents.view';
import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

export const fileDocumentsView: FlowViewDriver<typeof fileDocumentsMachine> = {
  render: renderInFlow('/home/file-documents', FileDocumentsContext, <FileDocumentsView />),
  perform: {
    'document.upload': uploadIn,
    'continue.request': clickButton('Continue to eligibility'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'File your documents' })).toBeVisible();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your documents…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const shown = s.matches('ready') || s.matches('uploading') ? s.context.loaded : undefined;
    expectDocumentCards(screen, shown, {
      sending: s.matches('uploading') ? s.context.documentType : undefined,
      refused:
        s.matches('ready') && s.context.failure
          ? { type: s.context.documentType, failure: s.context.failure }
          : undefined,
    });
    const canContinue = shown?.range.allFiled === true;
    const button = screen.queryByRole('button', { name: 'Continue to eligibility' });
    expect(button !== null).toBe(canContinue);
    if (button) expect(button).toHaveProperty('disabled', s.matches('uploading'));
    if (shown && shown.catalog.documents.length > 0)
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Documents' })).toHaveAttribute(
        'href',
        '/home/documents',
      );
  },
};
