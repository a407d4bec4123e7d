import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { documentActors, loadingDocuments, uploadingDocument } from '../shared/documentPages';
import type { Failure } from '../shared/failure';
import type {
  DocumentRange,
  DocumentsLoaded,
  FileDocumentsContext,
  FileDocumentsEvent,
  FileDocumentsInput,
} from './fileDocuments.types';

/**
 * 02 §2 file-documents (AZ_FLOW stepper step 11 "File Documents"): after payment the student files the
 * documents the course requires before it starts (Arizona: the citation and a driving licence or other government
 * ID), each an image or a PDF; once all are filed, Continue leads to the eligibility check.
 */
export const fileDocumentsMachine = setup({
  types: {
    context: {} as FileDocumentsContext,
    events: {} as FileDocumentsEvent,
    input: {} as FileDocumentsInput,
  },
  actors: {
    ...documentActors,
  },
  actions: {
    keepLoaded: assign((_, loaded: DocumentsLoaded) => ({ loaded, failure: undefined })),
    keepRange: assign(({ context }, range: DocumentRange) => ({
      loaded: context.loaded && { ...context.loaded, range },
      documentType: undefined,
      failure: undefined,
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    allFiled: ({ context }) => context.loaded?.range.allFiled === true,
  },
}).createMachine({
  id: 'fileDocuments',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The documents the course requires and those the student filed.',
      meta: { spec: '02 §7 Documents: catalog, range list' },
      invoke: loadingDocuments,
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    ready: {
      description:
        "One row per required document with its status and a file to choose; a refused file's reason is shown in its row. Continue once all are filed.",
      on: {
        'document.upload': {
          target: 'uploading',
          actions: assign({ documentType: ({ event }) => event.documentType, failure: undefined }),
        },
        'continue.request': {
          guard: 'allFiled',
          target: 'continued',
          actions: { type: 'navigate', params: { to: routes.eligibility } },
        },
      },
    },
    uploading: {
      description: "The file is sent (the row's button is busy); the server checks its content.",
      meta: { spec: '02 §7 Documents: save' },
      invoke: uploadingDocument,
    },
    continued: { type: 'final', description: 'On to the eligibility check (stepper step 12).' },
  },
});
