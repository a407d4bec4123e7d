import { Trans } from '@lingui/react/macro';

import type { AdmissionDocumentType, DocumentCatalog, DocumentRange } from '@contracts/documents';
import { Alert } from '@shared/ui/Alert';

import { DocumentCard } from './DocumentCard';

export interface DocumentCardsProps {
  /** The course's catalog of documents, and the student's with what may still change. */
  loaded: { catalog: DocumentCatalog; range: DocumentRange };
  /** The type whose file is being sent (its card is busy, the others wait). */
  sending?: AdmissionDocumentType;
  /** The type whose last file was refused, and why in words. */
  refused?: { documentType: AdmissionDocumentType; message: string };
  onUpload: (documentType: AdmissionDocumentType, file: File) => void;
  onView?: (documentId: number) => void;
}

/** The course's required documents, one card each, in the catalog's order; first, whether they can still change. */
export function DocumentCards({ loaded, sending, refused, onUpload, onView }: DocumentCardsProps) {
  const { catalog, range } = loaded;
  return (
    <>
      {!range.canReplace ? (
        <Alert tone="info">
          <Trans>Your eligibility is decided: your documents can no longer be changed.</Trans>
        </Alert>
      ) : null}
      <ul className="document-cards">
        {catalog.documents.map(({ documentType }) => {
          const document = range.documents.find((d) => d.documentType === documentType);
          return (
            <DocumentCard
              key={documentType}
              documentType={documentType}
              document={document}
              canFile={range.canReplace && document?.status !== 'approved'}
              busy={sending === documentType}
              disabled={sending !== undefined && sending !== documentType}
              error={refused?.documentType === documentType ? refused.message : undefined}
              onUpload={(file) => onUpload(documentType, file)}
              onView={onView}
            />
          );
        })}
      </ul>
    </>
  );
}
