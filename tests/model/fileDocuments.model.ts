import { type AdmissionDocumentType, fileDocumentsMachine } from '@machines/fileDocuments';

import { azCatalog, documentOf, noDocumentsCatalog, rangeOf } from './documents.fixtures';
import { uploadOutcomes, uploadsOf } from './documents.modelSupport';
import { networkFailure } from './failures.fixtures';
import { navigate } from './harness/effects';
import { type FlowModel, outcomesOf } from './harness/model';

type Snapshot = Parameters<FlowModel<typeof fileDocumentsMachine>['events']>[0];

/** The required types still to file (none filed, or declined): one upload each keeps the paths finite. */
function typesToFile(s: Snapshot): AdmissionDocumentType[] {
  const loaded = s.context.loaded;
  if (!loaded?.range.canReplace) return [];
  return loaded.catalog.documents
    .map((d) => d.documentType)
    .filter((type) => {
      const status = loaded.range.documents.find((d) => d.documentType === type)?.status;
      return status === undefined || status === 'declined';
    });
}

export const fileDocumentsModel: FlowModel<typeof fileDocumentsMachine> = {
  id: 'fileDocuments',
  title:
    'File documents: the citation and a government ID as images or PDFs, then on to eligibility (02 §2 file-documents)',
  machine: fileDocumentsMachine,
  input: { studentCourseId: azCatalog.studentCourseId },
  events: (s) => [
    ...outcomesOf(s, 'loadDocuments', {
      answers: [
        { catalog: azCatalog, range: rangeOf([]) },
        {
          catalog: azCatalog,
          range: rangeOf([documentOf('citation', 'approved'), documentOf('governmentId', 'declined')]),
        },
        { catalog: azCatalog, range: rangeOf([documentOf('citation', 'approved'), documentOf('governmentId')], false) },
        { catalog: noDocumentsCatalog, range: rangeOf([], true, noDocumentsCatalog) },
      ],
      failures: [networkFailure],
    }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('ready') ? uploadsOf(typesToFile(s), s.context.failure) : []),
    ...uploadOutcomes(s),
    ...(s.matches('ready') && s.context.loaded?.range.allFiled ? [{ type: 'continue.request' }] : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'document.upload':
        return `the student chooses a file for ${String(e.documentType)} and clicks Upload`;
      case 'continue.request':
        return 'the student clicks Continue to eligibility';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: { continued: [navigate('/home/eligibility')] },
};
