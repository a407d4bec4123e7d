import { failureCodes } from '@contracts/envelope';
import { documentsMachine } from '@machines/documents';

import { azCatalog, documentOf, noDocumentsCatalog, rangeOf } from './documents.fixtures';
import { uploadOutcomes, uploadsOf } from './documents.modelSupport';
import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

type Snapshot = Parameters<FlowModel<typeof documentsMachine>['events']>[0];

/** The replaced citation's new id (a new filing is a new document). */
const replacedId = 711;

/** What the student can do on the list: view the first document; file a missing or declined type, or replace the citation once. */
function intents(s: Snapshot) {
  const loaded = s.context.loaded;
  if (!s.matches('ready') || !loaded) return [];
  const [first] = loaded.range.documents;
  const view = first && !s.context.failure ? [{ type: 'document.view', documentId: first.documentId }] : [];
  if (!loaded.range.canReplace) return view;
  const types = loaded.catalog.documents
    .map((d) => d.documentType)
    .filter((type) => {
      const current = loaded.range.documents.find((d) => d.documentType === type);
      if (!current || current.status === 'declined') return true;
      return current.status === 'filed' && type === 'citation' && current.documentId !== replacedId;
    });
  return [...view, ...uploadsOf(types, s.context.failure)];
}

export const documentsModel: FlowModel<typeof documentsMachine> = {
  id: 'documents',
  title: 'Documents: their status, view one in a new tab, replace one until eligibility is decided (02 §2 documents)',
  machine: documentsMachine,
  input: {},
  events: (s) => [
    ...outcomesOf(s, 'loadDocuments', {
      answers: [
        { catalog: azCatalog, range: rangeOf([documentOf('citation'), documentOf('governmentId', 'declined')]) },
        { catalog: azCatalog, range: rangeOf([documentOf('citation', 'approved'), documentOf('governmentId')], false) },
        { catalog: noDocumentsCatalog, range: rangeOf([], true, noDocumentsCatalog) },
      ],
      failures: [refusal(404, failureCodes.notFound, 'You have no course that requires documents.'), networkFailure],
    }),
    ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
    ...intents(s),
    ...outcomesOf(s, 'openDocument', {
      answers: [undefined],
      failures: [refusal(403, failureCodes.forbidden, 'Access Denied'), networkFailure],
    }),
    ...uploadOutcomes(s, { citation: replacedId }),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'document.upload':
        return `the student chooses a file for ${String(e.documentType)} and clicks Upload or Replace`;
      case 'document.view':
        return 'the student clicks View (the document opens in a new tab)';
      case 'retry.request':
        return 'the student clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {},
};
