/*
 * API paths of the Arizona flow's documents (02 §2 file-documents, documents; §7 Documents). The spec names
 * the range list and the save; its catalog path (/student/course/) is cut off, so the catalog sits beside them.
 */
/** GET ?studentCourseId=: the documents the course requires, the accepted formats and the size limit. */
export const documentCatalog = '/student/course/document/catalog';
/** GET ?studentCourseId=: the student's documents of the course with their status. */
export const documentRange = '/student/course/document/range';
/** POST multipart (studentCourseId, documentType, file): files or replaces one; GET `${studentDocument}/:documentId` is its content. */
export const studentDocument = '/student/course/document';
/** Operators (admin key): GET lists the filed documents; `${adminDocuments}/:documentId` is the content, `/decision` decides. */
export const adminDocuments = '/improv-student/admin/documents';
