import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';

import type { AdmissionDocumentType, StudentDocument } from '@contracts/documents';
import { documentUploadTypes } from '@contracts/documents';
import { useForm } from '@shared/forms/useForm';
import { intlLocale, isLocale } from '@shared/i18n/locales';
import { Button } from '@shared/ui/Button';
import { Field } from '@shared/ui/Field';

import { documentFormSchema, type DocumentFormValues } from './documentForm';
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
  const schema = useMemo(() => documentFormSchema(i18n), [i18n]);
  const { controlled, handleSubmit, formState } = useForm<DocumentFormValues>({ schema, defaultValues: { file: [] } });
  // A file input's value is a path, not the file: the form takes the chosen file from its change.
  const file = controlled('file');
  const headingId = useId();
  const name = i18n._(documentTypeLabels[documentType]);
  const status = i18n._(documentStatusLabels[document?.status ?? 'missing']);
  const filedOn = document ? dateOf(i18n.locale, document.filedAt) : '';
  const fileName = document?.originalName;
  const reason = document?.status === 'declined' ? document.declineReason : null;

  const submit = handleSubmit((values) => onUpload(values.file[0]));

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
              <Field
                label={document ? t`Choose a new file` : t`Choose a file`}
                error={formState.errors.file?.message ?? error}
              >
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    accept={documentUploadTypes.join(',')}
                    disabled={disabled || busy}
                    onChange={(event) => file.onChange(Array.from(event.target.files ?? []))}
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
