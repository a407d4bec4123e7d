import { type DashboardCourse, dashboardCourseSchema } from '../../contracts/courses';
import type { CourseProgress } from '../../contracts/courseTaking';
import type { Queryable } from '../db/types';
import { loadStudentCourse, progressOf } from './studentCourse';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A course's progress, or null when it has no rule set (it cannot be taken yet: the dashboard says so). */
async function courseProgress(
  db: Queryable,
  studentCourseId: number,
  studentId: number,
  now: Date,
): Promise<CourseProgress | null> {
  const [row] = await db.query<{ has_rules: boolean }>(
    `select cc.rules is not null as has_rules from student_courses sc join course_configs cc using (config_course_id)
     where sc.student_course_id = $1`,
    [studentCourseId],
  );
  if (!row?.has_rules) return null;
  return progressOf(db, await loadStudentCourse(db, studentCourseId, studentId), now);
}

/** The student's courses as the dashboards list them (contracts dashboardCourseSchema). */
export async function loadDashboardCourses(db: Queryable, studentId: number, now: Date): Promise<DashboardCourse[]> {
  const rows = await db.query<{
    student_course_id: number;
    config_course_id: number;
    name: string;
    status: string;
    total: number;
    completed: number;
    purchased_at: Date | null;
    expires_at: Date | null;
  }>(
    `select sc.student_course_id, sc.config_course_id, cc.name, sc.status, sc.purchased_at, sc.expires_at,
       (select count(*)::int from course_chapters ch where ch.config_course_id = sc.config_course_id) as total,
       (select count(*)::int from student_course_chapters scc where scc.student_course_id = sc.student_course_id and scc.is_completed) as completed
     from student_courses sc join course_configs cc on cc.config_course_id = sc.config_course_id
     where sc.student_id = $1 order by sc.created_at, sc.student_course_id`,
    [studentId],
  );
  const progress = await Promise.all(rows.map((r) => courseProgress(db, r.student_course_id, studentId, now)));
  const courses = rows.map((r, i) =>
    dashboardCourseSchema.parse({
      progress: progress[i],
      studentCourseId: r.student_course_id,
      configCourseId: r.config_course_id,
      courseName: r.name,
      // A paid course past its access end is shown as expired even before a job updates the row.
      status:
        r.expires_at && new Date(r.expires_at).getTime() <= now.getTime() && r.status !== 'Completed'
          ? 'Expired'
          : r.status,
      progressPercent: r.status === 'Completed' ? 100 : r.total === 0 ? 0 : Math.round((100 * r.completed) / r.total),
      purchasedAt: iso(r.purchased_at),
      expiresAt: iso(r.expires_at),
    }),
  );
  return courses;
}
