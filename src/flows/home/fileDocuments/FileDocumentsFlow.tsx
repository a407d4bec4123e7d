import { fileDocumentsMachine } from '@machines/fileDocuments';
import { documentEndpoints } from '@shared/api/endpoints/documents';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createFileDocumentsImplementations } from './fileDocuments.actors';
import { FileDocumentsContext } from './FileDocumentsContext';
import { FileDocumentsView } from './FileDocumentsView';

/** Route /home/file-documents (02 §2 file-documents; AZ_FLOW stepper step 11). */
export default function FileDocumentsFlow() {
  const { storage } = useServices();
  const api = useEndpoints(documentEndpoints);
  // The course just paid for (stored at checkout); none stored: the server picks the newest that requires documents.
  const input = useOnce(() => ({ studentCourseId: storage.get('studentCourseId') }));
  const logic = useFlowLogic((navigate) =>
    fileDocumentsMachine.provide(createFileDocumentsImplementations({ api, navigate })),
  );
  return (
    <FileDocumentsContext.Provider logic={logic} options={{ input }}>
      <FileDocumentsView />
    </FileDocumentsContext.Provider>
  );
}
