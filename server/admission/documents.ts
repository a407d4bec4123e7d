import type { AdmissionDocumentType } from '../../contracts/courseRules';
import {
  type DocumentDecisionRequest,
  documentFailureCodes,
  documentMessages,
  type DocumentRange,
  type DocumentStatus,
  type DocumentStoredType,
  type StudentDocument,
} from '../../contracts/documents';
import { failureCodes } from '../../contracts/envelope';
import { accessDeniedMessage } from '../auth/sessions';
import { parseCourseRules } from '../courseRules';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';

/*
 * The Arizona flow's documents: one current document per required type and student course, its content in
 * student_document_contents (migration 0020). The eligibility check reads `documentsState`; its decision (a row in
 * eligibility_decisions) makes the documents read-only.
 */

/** A paid course of the student with the documents its admission rule requires (empty: none). */
export interface DocumentCourse {
  studentCourseId: number;
  studentId: number;
  courseName: string;
  required: AdmissionDocumentType[];
}

interface DocumentRow {
  student_document_id: number;
  student_course_id: number;
  document_type: AdmissionDocumentType;
  status: DocumentStatus;
  decline_reason: string | null;
  content_type: DocumentStoredType;
  size_bytes: number;
  original_name: string;
  filed_at: Date | string;
  decided_at: Date | string | null;
}

const documentColumns = `d.student_document_id, d.student_course_id, d.document_type, d.status, d.decline_reason,
  d.content_type, d.size_bytes, d.original_name, d.filed_at, d.decided_at`;

const iso = (v: Date | string) => new Date(v).toISOString();

const documentOf = (row: DocumentRow): StudentDocument => ({
  documentId: row.student_document_id,
  documentType: row.document_type,
  status: row.status,
  declineReason: row.decline_reason,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  originalName: row.original_name,
  filedAt: iso(row.filed_at),
  decidedAt: row.decided_at === null ? null : iso(row.decided_at),
});

const refused = () => new ApiError(403, accessDeniedMessage, failureCodes.forbidden);

/** The types a stored rule set requires (none without a rule set or an admission rule). */
function requiredOf(configCourseId: number, rules: unknown): AdmissionDocumentType[] {
  if (rules === null) return [];
  return parseCourseRules(configCourseId, rules).admission?.documents ?? [];
}

interface CourseRow {
  student_course_id: number;
  student_id: number;
  config_course_id: number;
  name: string;
  rules: unknown;
}

/**
 * The student's paid course: the one asked for (403 for another student's or an unknown one, alike), or without one
 * the newest paid course whose rule requires documents (403 'Access Denied' when there is none: nothing to file).
 */
export async function documentCourseOf(
  db: Queryable,
  studentId: number,
  studentCourseId: number | undefined,
  { forUpdate = false } = {},
): Promise<DocumentCourse> {
  const rows = await db.query<CourseRow>(
    `select sc.student_course_id, sc.student_id, sc.config_course_id, cc.name, cc.rules
     from student_courses sc join course_configs cc on cc.config_course_id = sc.config_course_id
     where sc.student_id = $1 and sc.status <> 'PaymentPending' and ($2::int is null or sc.student_course_id = $2)
     order by sc.purchased_at desc nulls last, sc.student_course_id desc ${forUpdate ? 'for update of sc' : ''}`,
    [studentId, studentCourseId ?? null],
  );
  const courses = rows.map((row) => ({
    studentCourseId: row.student_course_id,
    studentId: row.student_id,
    courseName: row.name,
    required: requiredOf(row.config_course_id, row.rules),
  }));
  const found = studentCourseId === undefined ? courses.find((c) => c.required.length > 0) : courses[0];
  if (!found) {
    if (studentCourseId === undefined)
      throw new ApiError(404, documentMessages.noCourse, documentFailureCodes.noCourse);
    throw refused();
  }
  return found;
}

/** The course's current documents, in the order of the rule's types. */
export async function documentsOf(db: Queryable, studentCourseId: number): Promise<StudentDocument[]> {
  const rows = await db.query<DocumentRow>(
    `select ${documentColumns} from student_documents d where d.student_course_id = $1 order by d.student_document_id`,
    [studentCourseId],
  );
  return rows.map(documentOf);
}

/** Whether the course's eligibility is decided (a row in eligibility_decisions): then documents are read-only. */
export async function isAdmissionDecided(db: Queryable, studentCourseId: number): Promise<boolean> {
  const rows = await db.query('select 1 from eligibility_decisions where student_course_id = $1', [studentCourseId]);
  return rows.length > 0;
}

/**
 * The hook the eligibility check shares: documents can be filed or replaced until eligibility is decided. (Per
 * document, an approved one also stays: `canFileType`.)
 */
export async function canReplaceDocuments(db: Queryable, studentCourseId: number): Promise<boolean> {
  return !(await isAdmissionDecided(db, studentCourseId));
}

/** A type can be filed while documents can be replaced and its current document is not approved. */
const canFileType = (open: boolean, current: StudentDocument | undefined) => open && current?.status !== 'approved';

export type RequiredDocumentStatus = DocumentStatus | 'missing';

export interface DocumentsState {
  /** Per required type: its current document's status, 'missing' without one. */
  byType: Partial<Record<AdmissionDocumentType, RequiredDocumentStatus>>;
  required: AdmissionDocumentType[];
  /** Every required type is filed or approved (a declined one must be filed again). */
  allFiled: boolean;
  allApproved: boolean;
  /** Documents can still be filed or replaced (eligibility not decided). */
  canReplace: boolean;
}

/**
 * Where filing stands for a student course (the eligibility check asks this before deciding). The course's rule says
 * which types are required; a course without an admission rule requires none (all filed and approved).
 */
export async function documentsState(db: Queryable, studentCourseId: number): Promise<DocumentsState> {
  const [row] = await db.query<{ config_course_id: number; rules: unknown }>(
    `select cc.config_course_id, cc.rules from student_courses sc join course_configs cc on cc.config_course_id = sc.config_course_id
     where sc.student_course_id = $1`,
    [studentCourseId],
  );
  const required = row ? requiredOf(row.config_course_id, row.rules) : [];
  const documents = await documentsOf(db, studentCourseId);
  return stateOf(required, documents, await canReplaceDocuments(db, studentCourseId));
}

function stateOf(required: AdmissionDocumentType[], documents: StudentDocument[], canReplace: boolean): DocumentsState {
  const byType: DocumentsState['byType'] = {};
  for (const type of required) byType[type] = documents.find((d) => d.documentType === type)?.status ?? 'missing';
  const statuses = required.map((type) => byType[type]);
  return {
    byType,
    required,
    allFiled: statuses.every((s) => s === 'filed' || s === 'approved'),
    allApproved: statuses.every((s) => s === 'approved'),
    canReplace,
  };
}

/** 02 §7 document range list: the course's documents and where filing stands. */
export async function documentRangeOf(db: Queryable, course: DocumentCourse): Promise<DocumentRange> {
  const documents = await documentsOf(db, course.studentCourseId);
  const state = stateOf(course.required, documents, await canReplaceDocuments(db, course.studentCourseId));
  return {
    studentCourseId: course.studentCourseId,
    documents,
    allFiled: state.allFiled,
    allApproved: state.allApproved,
    canReplace: state.canReplace,
  };
}

export interface DocumentFiling {
  documentType: AdmissionDocumentType;
  content: Buffer;
  contentType: DocumentStoredType;
  originalName: string;
  now: Date;
}

/**
 * Files (or replaces) the course's document of a type: in the caller's transaction, with the course row locked, the
 * old row and its content go and the new ones are written together. Refused when the course does not require the
 * type, when eligibility is decided, or when the current document of the type is approved.
 */
export async function fileDocument(tx: Queryable, course: DocumentCourse, filing: DocumentFiling) {
  if (!course.required.includes(filing.documentType))
    throw new ApiError(400, documentMessages.notRequired, documentFailureCodes.notRequired);
  const current = (await documentsOf(tx, course.studentCourseId)).find((d) => d.documentType === filing.documentType);
  if (!canFileType(await canReplaceDocuments(tx, course.studentCourseId), current))
    throw new ApiError(409, documentMessages.locked, documentFailureCodes.locked);
  if (current) await tx.query('delete from student_documents where student_document_id = $1', [current.documentId]);
  const [row] = await tx.query<{ student_document_id: number }>(
    `insert into student_documents (student_course_id, document_type, content_type, size_bytes, original_name, filed_at)
     values ($1, $2, $3, $4, $5, $6) returning student_document_id`,
    [
      course.studentCourseId,
      filing.documentType,
      filing.contentType,
      filing.content.length,
      filing.originalName,
      filing.now,
    ],
  );
  await tx.query('insert into student_document_contents (student_document_id, content) values ($1, $2)', [
    row.student_document_id,
    filing.content,
  ]);
}

/** A document's content for its owner (403 for anyone else's, and for an unknown id, alike). */
export async function documentContentFor(
  db: Queryable,
  documentId: number,
  studentId: number | null,
): Promise<{ content: Buffer; contentType: DocumentStoredType; originalName: string }> {
  const [row] = await db.query<{ content: Uint8Array; content_type: DocumentStoredType; original_name: string }>(
    `select c.content, d.content_type, d.original_name from student_documents d
       join student_document_contents c on c.student_document_id = d.student_document_id
       join student_courses sc on sc.student_course_id = d.student_course_id
     where d.student_document_id = $1 and ($2::int is null or sc.student_id = $2)`,
    [documentId, studentId],
  );
  if (!row) {
    if (studentId === null) throw new ApiError(404, 'Not found', failureCodes.notFound);
    throw refused();
  }
  return { content: Buffer.from(row.content), contentType: row.content_type, originalName: row.original_name };
}

export interface OperatorDocument extends StudentDocument {
  studentCourseId: number;
  studentEmail: string;
  studentName: string;
}

/** Operators: the documents waiting for a decision, oldest first. */
export async function filedDocuments(db: Queryable): Promise<OperatorDocument[]> {
  const rows = await db.query<DocumentRow & { email: string; first_name: string | null; last_name: string | null }>(
    `select ${documentColumns}, s.email, s.first_name, s.last_name from student_documents d
       join student_courses sc on sc.student_course_id = d.student_course_id join students s on s.student_id = sc.student_id
     where d.status = 'filed' order by d.filed_at, d.student_document_id`,
  );
  return rows.map((row) => ({
    ...documentOf(row),
    studentCourseId: row.student_course_id,
    studentEmail: row.email,
    studentName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
  }));
}

/**
 * Support decides a filed document (in the caller's transaction). Only a filed one: a decided document stays decided
 * (a declined one waits for the student's new filing, which has a new id). Answers the document and whom to mail.
 */
export async function decideDocument(
  tx: Queryable,
  documentId: number,
  decision: DocumentDecisionRequest,
  now: Date,
): Promise<{ document: StudentDocument; email: string; language: string; courseName: string }> {
  const [row] = await tx.query<DocumentRow & { email: string; language: string; name: string }>(
    `update student_documents d set status = $2, decline_reason = $3, decided_at = $4, decided_by = $5
     from student_courses sc, students s, course_configs cc
     where d.student_document_id = $1 and d.status = 'filed' and sc.student_course_id = d.student_course_id
       and s.student_id = sc.student_id and cc.config_course_id = sc.config_course_id
     returning ${documentColumns}, s.email, s.language, cc.name`,
    [
      documentId,
      decision.outcome,
      decision.outcome === 'declined' ? (decision.reason ?? null) : null,
      now,
      decision.decidedBy ?? null,
    ],
  );
  if (!row) {
    const [exists] = await tx.query('select 1 from student_documents where student_document_id = $1', [documentId]);
    if (!exists) throw new ApiError(404, 'Not found', failureCodes.notFound);
    throw new ApiError(409, documentMessages.notFiled, documentFailureCodes.notFiled);
  }
  return { document: documentOf(row), email: row.email, language: row.language, courseName: row.name };
}
