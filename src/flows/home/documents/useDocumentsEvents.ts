import type { AdmissionDocumentType } from '@contracts/documents';
import { useIntents } from '@shared/flows/useIntents';

import { DocumentsContext } from './DocumentsContext';

export function useDocumentsEvents() {
  return useIntents(DocumentsContext, (send) => ({
    upload: (documentType: AdmissionDocumentType, file: File) => send({ type: 'document.upload', documentType, file }),
    view: (documentId: number) => send({ type: 'document.view', documentId }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
