import type { TypingSample } from '../../../contracts/typingPattern';
import type { Queryable } from '../../db/types';
import type { Footprint } from '../checkRecords';
import type { TypingTemplate } from './detector';

/* The typing pattern's rows (migration 0013): a student's template, and each try of a check. */

export async function templateOf(db: Queryable, studentId: number): Promise<TypingTemplate | null> {
  const [row] = await db.query<{ template: TypingTemplate }>(
    'select template from student_typing_templates where student_id = $1',
    [studentId],
  );
  return row?.template ?? null;
}

export async function saveTemplate(
  db: Queryable,
  studentId: number,
  template: TypingTemplate,
  samples: TypingSample[],
  now: Date,
) {
  await db.query(
    `insert into student_typing_templates (student_id, template, samples, enrolled_at) values ($1, $2::jsonb, $3::jsonb, $4)
     on conflict (student_id) do update set template = excluded.template, samples = excluded.samples,
       enrolled_at = excluded.enrolled_at`,
    [studentId, JSON.stringify(template), JSON.stringify(samples), now],
  );
}

export interface TypingTry {
  tryId: number;
  deadline: Date | null;
}

export async function openTry(db: Queryable, checkId: number): Promise<TypingTry | null> {
  const [row] = await db.query<{ identity_typing_try_id: number; deadline: Date | null }>(
    `select identity_typing_try_id, deadline from identity_typing_tries where identity_check_id = $1 and outcome is null
     order by identity_typing_try_id desc limit 1`,
    [checkId],
  );
  return row
    ? { tryId: row.identity_typing_try_id, deadline: row.deadline === null ? null : new Date(row.deadline) }
    : null;
}

export async function askTry(
  db: Queryable,
  checkId: number,
  deadline: Date | null,
  footprint: Footprint,
  now: Date,
): Promise<TypingTry> {
  const [row] = await db.query<{ identity_typing_try_id: number }>(
    `insert into identity_typing_tries (identity_check_id, asked_at, deadline, ip_address, user_agent)
     values ($1, $2, $3, $4, $5) returning identity_typing_try_id`,
    [checkId, now, deadline, footprint.ipAddress, footprint.userAgent],
  );
  return { tryId: row.identity_typing_try_id, deadline };
}

export async function recordTry(
  db: Queryable,
  tryId: number,
  outcome: 'match' | 'mismatch' | 'timedOut',
  scored: { score: number; threshold: number; sample: TypingSample } | null,
  footprint: Footprint | null,
  now: Date,
) {
  await db.query(
    `update identity_typing_tries set outcome = $2, score = $3, threshold = $4, sample = $5::jsonb, answered_at = $6,
       ip_address = coalesce($7, ip_address), user_agent = coalesce($8, user_agent)
     where identity_typing_try_id = $1`,
    [
      tryId,
      outcome,
      scored?.score ?? null,
      scored?.threshold ?? null,
      scored ? JSON.stringify(scored.sample) : null,
      now,
      footprint?.ipAddress ?? null,
      footprint?.userAgent ?? null,
    ],
  );
}

/** Mismatches and missed samples in one check. */
export async function mismatchesInCheck(db: Queryable, checkId: number) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from identity_typing_tries where identity_check_id = $1 and outcome in ('mismatch', 'timedOut')`,
    [checkId],
  );
  return row.n;
}

/** Mismatches and missed samples over the course's round. */
export async function mismatchesInRound(db: Queryable, studentCourseId: number, round: number) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from identity_typing_tries t join identity_checks c using (identity_check_id)
     where c.student_course_id = $1 and c.course_round = $2 and t.outcome in ('mismatch', 'timedOut')`,
    [studentCourseId, round],
  );
  return row.n;
}
