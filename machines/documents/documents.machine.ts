import { assertEvent, assign, setup } from 'xstate';

import { documentActors, loadingDocuments, uploadingDocument } from '../shared/documentPages';
import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  DocumentRange,
  DocumentsContext,
  DocumentsEvent,
  DocumentsInput,
  DocumentsLoaded,
  OpenDocumentInput,
} from './documents.types';

/**
 * 02 §2 documents: the student's documents of the course with their status (filed, approved, declined
 * with support's reason); each opens in a new tab, and is replaced until eligibility is decided (an approved one
 * stays).
 */
export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as DocumentsInput,
  },
  actors: {
    ...documentActors,
    openDocument: provided<void, OpenDocumentInput>('openDocument'),
  },
  actions: {
    keepLoaded: assign((_, loaded: DocumentsLoaded) => ({ loaded, failure: undefined })),
    keepRange: assign(({ context }, range: DocumentRange) => ({
      loaded: context.loaded && { ...context.loaded, range },
      replaced: context.documentType,
      documentType: undefined,
      failure: undefined,
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'documents',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '02 §7 Documents: catalog, range list' },
      invoke: loadingDocuments,
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    ready: {
      description: 'The documents with their status; View opens one, a file replaces one while allowed.',
      on: {
        'document.view': {
          target: 'opening',
          actions: assign({ documentType: undefined, replaced: undefined, failure: undefined }),
        },
        'document.upload': {
          target: 'uploading',
          actions: assign({ documentType: ({ event }) => event.documentType, replaced: undefined, failure: undefined }),
        },
      },
    },
    opening: {
      description: 'The document is fetched with the session and shown in a new tab.',
      invoke: {
        id: 'openDocument',
        src: 'openDocument',
        input: ({ event }) => {
          assertEvent(event, 'document.view');
          return { documentId: event.documentId };
        },
        onDone: { target: 'ready' },
        onError: { target: 'ready', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    uploading: {
      meta: { spec: '02 §7 Documents: save' },
      invoke: uploadingDocument,
    },
  },
});
