import type { DocumentDecisionRequest } from '../../contracts/documents';
import type { Db } from '../db/types';
import { storedLanguage } from '../i18n/serverText';
import type { Outbox } from '../mail/outbox';
import { mails } from '../mail/templates';
import { decideDocument } from './documents';

export type DocumentDecided = Awaited<ReturnType<typeof decideDocument>>;

/** Support decides a filed document (02 §7 Documents, behind the admin key), in one transaction. */
export const decideFiledDocument = (db: Db, documentId: number, decision: DocumentDecisionRequest, now: Date) =>
  db.transaction((tx) => decideDocument(tx, documentId, decision, now));

/** Tells the student the decision, in their language. Sent after the commit: the decision stands without it. */
export function mailDocumentDecision(
  outbox: Outbox,
  decided: DocumentDecided,
  outcome: DocumentDecisionRequest['outcome'],
) {
  const mail = mails.documentDecided(storedLanguage(decided.language), {
    documentType: decided.document.documentType,
    courseName: decided.courseName,
    outcome,
    reason: decided.document.declineReason,
  });
  return outbox.send(decided.email, mail);
}
