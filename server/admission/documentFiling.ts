import type { AdmissionDocumentType } from '../../contracts/courseRules';
import { documentFailureCodes, documentMessages, type DocumentStoredType } from '../../contracts/documents';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { documentCourseOf, documentRangeOf, fileDocument } from './documents';

/** A document the student sends (02 §2 file-documents): its course and type, and the content as stored. */
export interface StudentFiling {
  studentCourseId: number;
  documentType: AdmissionDocumentType;
  content: Buffer;
  contentType: DocumentStoredType;
  originalName: string;
}

/**
 * Refuses early, before the file is decoded, another student's course, one that takes no documents, and a type the
 * course does not require (`fileDocument` checks again in its transaction).
 */
export async function requireDocumentWanted(
  db: Queryable,
  studentId: number,
  wanted: { studentCourseId: number; documentType: AdmissionDocumentType },
) {
  const course = await documentCourseOf(db, studentId, wanted.studentCourseId);
  if (!course.required.includes(wanted.documentType))
    throw new ApiError(400, documentMessages.notRequired, documentFailureCodes.notRequired);
}

/** Files (or replaces) the document on the student's locked course; answers the course's documents as they now are. */
export const fileStudentDocument = (db: Db, studentId: number, filing: StudentFiling, now: Date) =>
  db.transaction(async (tx) => {
    const course = await documentCourseOf(tx, studentId, filing.studentCourseId, { forUpdate: true });
    await fileDocument(tx, course, {
      documentType: filing.documentType,
      content: filing.content,
      contentType: filing.contentType,
      originalName: filing.originalName,
      now,
    });
    return documentRangeOf(tx, course);
  });
