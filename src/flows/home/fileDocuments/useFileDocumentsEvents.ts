import type { AdmissionDocumentType } from '@contracts/documents';
import { useIntents } from '@shared/flows/useIntents';

import { FileDocumentsContext } from './FileDocumentsContext';

export function useFileDocumentsEvents() {
  return useIntents(FileDocumentsContext, (send) => ({
    upload: (documentType: AdmissionDocumentType, file: File) => send({ type: 'document.upload', documentType, file }),
    continueOn: () => send({ type: 'continue.request' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
