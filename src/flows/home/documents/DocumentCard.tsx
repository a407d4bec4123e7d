import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

import type { AdmissionDocumentType, StudentDocument } from '@contracts/documents';
import { documentLimits, documentUploadTypes } from '@contracts/documents';
import { intlLocale, isLocale } from '@shared/i18n/locales';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';

import { documentStatusLabels, documentTypeLabels } from './documentLabels';

import './documents.css';

export interface DocumentCardProps {
  documentType: AdmissionDocumentType;
  /** The current document of the type; undefined before the first filing. */
  document?: StudentDocument;
  /** A file can be sent for this type now (eligibility not decided, the document not approved). */
  canFile: boolean;
  /** This card's file is being sent. */
  busy: boolean;
  /** Another card's file is being sent (one at a time). */
  disabled: boolean;
  /** Why the last file sent for this type was refused, in words. */
  error?: string;
  onUpload: (file: File) => void;
  /** Shows the document (the documents page); left out, no View button. */
  onView?: (documentId: number) => void;
}

const dateOf = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, { dateStyle: 'medium' }).format(
    new Date(iso),
  );

/** Browsers name a JPEG's type image/jpeg (.jpg and .jpeg alike); an empty type is left to the server's check. */
const acceptedByBrowserType = (file: File) =>
  file.type === '' || documentUploadTypes.some((type) => type === file.type);

/** One required document: its status, support's reason for a decline, and a file to send while allowed. */
export function DocumentCard({
  documentType,
  document,
  canFile,
  busy,
  disabled,
  error,
  onUpload,
  onView,
}: DocumentCardProps) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | undefined>();
  const [checkError, setCheckError] = useState<string | undefined>();
  const headingId = useId();
  const name = i18n._(documentTypeLabels[documentType]);
  const status = i18n._(documentStatusLabels[document?.status ?? 'missing']);
  const filedOn = document ? dateOf(i18n.locale, document.filedAt) : '';
  const fileName = document?.originalName;
  const reason = document?.status === 'declined' ? document.declineReason : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setCheckError(t`Please choose a file.`);
    if (!acceptedByBrowserType(file)) return setCheckError(t`The file must be a JPEG, PNG or GIF image or a PDF.`);
    if (file.size > documentLimits.maxBytes) return setCheckError(t`The file is too large (at most 10 MB).`);
    setCheckError(undefined);
    onUpload(file);
  };

  return (
    <li className="document-card">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="document-card__name">
          {name}
        </h2>
        <div className="document-card__facts">
          <p>
            <Trans>Status: {status}</Trans>
          </p>
          {document ? (
            <p className="document-card__file">
              <Trans>
                {fileName}, filed on {filedOn}
              </Trans>
            </p>
          ) : null}
          {reason ? (
            <p>
              <Trans>Reason: {reason}</Trans>
            </p>
          ) : null}
        </div>
        <div className="document-card__actions">
          {document && onView ? (
            <Button
              type="button"
              variant="secondary"
              disabled={disabled || busy}
              onClick={() => onView(document.documentId)}
            >
              <Trans>View</Trans>
            </Button>
          ) : null}
          {canFile ? (
            <form noValidate onSubmit={submit} className="document-card__actions">
              <Field label={document ? t`Choose a new file` : t`Choose a file`} error={checkError ?? error}>
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    accept={documentUploadTypes.join(',')}
                    disabled={disabled || busy}
                    onChange={(event) => setFile(event.target.files?.[0] ?? undefined)}
                  />
                )}
              </Field>
              <Button type="submit" busy={busy} disabled={disabled}>
                {document ? <Trans>Replace</Trans> : <Trans>Upload</Trans>}
              </Button>
            </form>
          ) : null}
        </div>
      </section>
    </li>
  );
}
