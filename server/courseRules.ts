import { type CourseRules, courseRulesSchema } from '../contracts/courseRules';
import type { Queryable } from './db/types';

/**
 * A course config's rule set (contracts/courseRules.ts), validated with the contract on the way out: a
 * stored rule set the contract refuses throws (a data error to fix, never a course run on half-read rules).
 * Undefined for an unknown course or one without a rule set.
 */
export async function findCourseRules(db: Queryable, configCourseId: number): Promise<CourseRules | undefined> {
  const [row] = await db.query<{ rules: unknown }>(
    'select rules from course_configs where config_course_id = $1 and rules is not null',
    [configCourseId],
  );
  return row ? parseCourseRules(configCourseId, row.rules) : undefined;
}

/** A stored rule set read through the contract (a query that joins course_configs.rules reads it here). */
export function parseCourseRules(configCourseId: number, stored: unknown): CourseRules {
  const parsed = courseRulesSchema.safeParse(stored);
  if (!parsed.success) {
    throw new Error(
      `course config ${configCourseId} has an invalid rule set: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
