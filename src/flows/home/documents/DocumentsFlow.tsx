import { documentsMachine } from '@machines/documents';
import { documentEndpoints } from '@shared/api/endpoints/documents';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createDocumentsImplementations } from './documents.actors';
import { DocumentsContext } from './DocumentsContext';
import { DocumentsView } from './DocumentsView';

/** Route /home/documents (02 §2 documents). */
export default function DocumentsFlow() {
  const { storage } = useServices();
  const api = useEndpoints(documentEndpoints);
  const input = useOnce(() => ({ studentCourseId: storage.get('studentCourseId') }));
  const logic = useFlowLogic(() => documentsMachine.provide(createDocumentsImplementations({ api })));
  return (
    <DocumentsContext.Provider logic={logic} options={{ input }}>
      <DocumentsView />
    </DocumentsContext.Provider>
  );
}
