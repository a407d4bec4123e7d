import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';

import type { documentsMachine } from '@machines/documents';
import type { AdmissionDocumentType, DocumentsLoaded } from '@machines/fileDocuments';
import type { Failure } from '@machines/shared/failure';
import { DocumentsContext } from '@flows/home/documents/DocumentsContext';
import { DocumentsView } from '@flows/home/documents/DocumentsView';

import { statusNames, typeNames } from './documents.fixtures';
import {
  clickButton,
  expectRetryPanel,
  type FlowViewDriver,
  genericError,
  renderInFlow,
  type Screen,
  type ViewTools,
} from './harness/view';

const wordsOf = (failure: Failure) => (failure.kind === 'failure' ? failure.message : genericError);
const cardOf = (screen: Screen, type: AdmissionDocumentType) => screen.getByRole('region', { name: typeNames[type] });
/** The fixtures' document ids (documents.fixtures.ts): 701 is the citation, 702 the government ID. */
const typeOfId = (documentId: number): AdmissionDocumentType => (documentId === 701 ? 'citation' : 'governmentId');

/** The student chooses the event's file in the type's card and clicks Upload (or Replace). */
export async function uploadIn(event: AnyEventObject, { user, screen }: ViewTools) {
  const card = cardOf(screen, event.documentType as AdmissionDocumentType);
  await user.upload(within(card).getByLabelText(/^Choose a (new )?file$/), event.file as File);
  await user.click(within(card).getByRole('button', { name: /^(Upload|Replace)$/ }));
}

/**
 * The cards of both document pages: one per required type with its status, file name, a decline's reason, a file to
 * choose while allowed (busy while sent, the others waiting), and a refused file's words in its own card.
 */
export function expectDocumentCards(
  screen: Screen,
  shown: DocumentsLoaded | undefined,
  state: {
    sending?: AdmissionDocumentType;
    refused?: { type: AdmissionDocumentType | undefined; failure: Failure };
    viewable?: boolean;
  },
) {
  if (!shown) {
    for (const name of Object.values(typeNames)) expect(screen.queryByRole('region', { name })).toBeNull();
    return;
  }
  if (shown.catalog.documents.length === 0) expect(screen.getByText('This course needs no documents.')).toBeVisible();
  expect(screen.queryByText('Your eligibility is decided: your documents can no longer be changed.') !== null).toBe(
    !shown.range.canReplace,
  );
  for (const { documentType } of shown.catalog.documents) {
    const card = within(cardOf(screen, documentType));
    const document = shown.range.documents.find((d) => d.documentType === documentType);
    expect(card.getByText(`Status: ${statusNames[document?.status ?? 'missing']}`)).toBeVisible();
    if (document)
      expect(card.getByText(new RegExp(`^${document.originalName.replace('.', '\\.')}, filed on`))).toBeVisible();
    expect(card.queryByText(/^Reason:/) !== null).toBe(document?.status === 'declined');
    expect(card.queryByRole('button', { name: 'View' }) !== null).toBe(
      state.viewable === true && document !== undefined,
    );
    const canFile = shown.range.canReplace && document?.status !== 'approved';
    const send = card.queryByRole('button', { name: document ? 'Replace' : 'Upload' });
    expect(send !== null).toBe(canFile);
    if (send) expect(send).toHaveProperty('disabled', state.sending !== undefined);
    if (send && state.sending === documentType) expect(send).toHaveAttribute('aria-busy', 'true');
    const refused = state.refused?.type === documentType ? state.refused.failure : undefined;
    if (refused) expect(card.getByRole('alert')).toHaveTextContent(wordsOf(refused));
    else expect(card.queryByRole('alert')).toBeNull();
  }
}

export const documentsView: FlowViewDriver<typeof documentsMachine> = {
  render: renderInFlow('/home/documents', DocumentsContext, <DocumentsView />),
  perform: {
    'document.upload': uploadIn,
    'document.view': async (event, { user, screen }) =>
      user.click(within(cardOf(screen, typeOfId(Number(event.documentId)))).getByRole('button', { name: 'View' })),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your documents…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const shown = s.matches('loading') || s.matches('loadFailed') ? undefined : s.context.loaded;
    const failure = s.matches('ready') ? s.context.failure : undefined;
    const refusedType = s.matches('ready') ? s.context.documentType : undefined;
    expectDocumentCards(screen, shown, {
      sending: s.matches('uploading') ? s.context.documentType : undefined,
      refused: failure && refusedType ? { type: refusedType, failure } : undefined,
      viewable: true,
    });
    // A document that could not be shown: the page's own alert.
    if (failure && !refusedType)
      expect(within(screen.getByRole('main')).getAllByRole('alert')[0]).toHaveTextContent(wordsOf(failure));
    const replaced = s.matches('ready') ? s.context.replaced : undefined;
    expect(screen.queryByText(/: your new file was filed\.$/) !== null).toBe(replaced !== undefined);
    if (replaced) expect(screen.getByText(`${typeNames[replaced]}: your new file was filed.`)).toBeVisible();
  },
};
