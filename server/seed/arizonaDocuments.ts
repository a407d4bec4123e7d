import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';

/*
 * What an Arizona student files and answers before 913 starts (migrations 0020 and 0021): the citation and the
 * government ID, decided by an operator an hour after filing, and the eligibility answers with their decision.
 */

/** A 1×1 PNG standing in for a photographed document (the seeded students' files are not real documents). */
const placeholderPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export type DocumentState = 'filed' | 'approved' | 'declined';

/** Where each of the two documents Arizona asks for stands. */
export interface ArizonaDocumentStates {
  citation: DocumentState;
  governmentId: DocumentState;
}

/** The documents, filed at `filedAt`; one not just filed was decided an hour later (by 'seed'). */
export async function fileArizonaDocuments(
  tx: Queryable,
  studentCourseId: number,
  states: ArizonaDocumentStates,
  filedAt: Date,
) {
  for (const [type, status] of Object.entries(states)) {
    const decided = status !== 'filed';
    const [row] = await tx.query<{ student_document_id: number }>(
      `insert into student_documents (student_course_id, document_type, status, decline_reason, content_type, size_bytes,
         original_name, filed_at, decided_at, decided_by)
       values ($1, $2, $3, $4, 'image/png', $5, $6, $7, $8, $9) returning student_document_id`,
      [
        studentCourseId,
        type,
        status,
        status === 'declined' ? 'The photo is too dark to read.' : null,
        placeholderPng.length,
        `${type}.png`,
        filedAt,
        decided ? addMs(filedAt, hours(1)) : null,
        decided ? 'seed' : null,
      ],
    );
    await tx.query('insert into student_document_contents (student_document_id, content) values ($1, $2)', [
      row.student_document_id,
      placeholderPng,
    ]);
  }
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The eligibility answered and decided at `decidedAt`, signed by `signedBy`: a violation ten days before `now` and a
 * court date 45 days after it (approved), or 3 days after it (declined: the court date is too soon).
 */
export async function decideEligibility(
  tx: Queryable,
  studentCourseId: number,
  decision: { outcome: 'approved' | 'declined'; now: Date; decidedAt: Date; signedBy: string },
) {
  const { outcome, now, decidedAt } = decision;
  const courtDays = outcome === 'approved' ? 45 : 3;
  await tx.query(
    `insert into eligibility_answers (student_course_id, violation_code, violation_date, court_date, serious_injury_or_death,
       previous_course_violation_date, commercial_licence, noncommercial_vehicle, answered_at)
     values ($1, '28-701A', $2, $3, false, null, false, null, $4)`,
    [studentCourseId, isoDay(addMs(now, -hours(24 * 10))), isoDay(addMs(now, hours(24 * courtDays))), decidedAt],
  );
  await tx.query(
    `insert into eligibility_decisions (student_course_id, outcome, reasons, affirmation, decided_at)
     values ($1, $2, $3::jsonb, $4::jsonb, $5)`,
    [
      studentCourseId,
      outcome,
      JSON.stringify(outcome === 'approved' ? [] : ['courtDateTooSoon']),
      JSON.stringify({ fullName: decision.signedBy, version: 'seed', signedAt: decidedAt.toISOString() }),
      decidedAt,
    ],
  );
}
