import type { FastifyInstance } from 'fastify';

import { type DashboardCourse, dashboardCourseSchema } from '../../contracts/courses';
import type { CourseProgress } from '../../contracts/courseTaking';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { studentIdQuerySchema } from '../../contracts/student';
import { accessDeniedMessage, assertOwnStudent, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { loadStudentCourse, progressOf } from '../courseTaking/studentCourse';
import { ApiError, ok, parseWith } from '../http/envelope';
import { findStudentById, toStudentRecord } from '../students';

export const studentMessages = {
  details: 'Student details.',
  dashboard: 'Your courses.',
} as const;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function registerStudentRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.studentDetails, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const row = await findStudentById(ctx.db, studentId);
    if (!row) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    return ok(studentMessages.details, toStudentRecord(row));
  });

  app.get(apiPaths.coursesDashboard, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const { studentId } = parseWith(studentIdQuerySchema, req.query, 'query');
    assertOwnStudent(session, studentId);
    const courses = await loadDashboardCourses(ctx, studentId);
    return ok(studentMessages.dashboard, courses);
  });
}

/** A course's progress, or null when it has no rule set (it cannot be taken yet: the dashboard says so). */
async function courseProgress(ctx: Ctx, studentCourseId: number, studentId: number): Promise<CourseProgress | null> {
  const [row] = await ctx.db.query<{ has_rules: boolean }>(
    `select cc.rules is not null as has_rules from student_courses sc join course_configs cc using (config_course_id)
     where sc.student_course_id = $1`,
    [studentCourseId],
  );
  if (!row?.has_rules) return null;
  return progressOf(ctx.db, await loadStudentCourse(ctx.db, studentCourseId, studentId), ctx.clock());
}

/** The student's courses as the dashboards list them (contracts dashboardCourseSchema). */
export async function loadDashboardCourses(ctx: Ctx, studentId: number): Promise<DashboardCourse[]> {
  const rows = await ctx.db.query<{
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
  const now = ctx.clock().getTime();
  const progress = await Promise.all(rows.map((r) => courseProgress(ctx, r.student_course_id, studentId)));
  const courses = rows.map((r, i) =>
    dashboardCourseSchema.parse({
      progress: progress[i],
      studentCourseId: r.student_course_id,
      configCourseId: r.config_course_id,
      courseName: r.name,
      // A paid course past its access end is shown as expired even before a job updates the row.
      status:
        r.expires_at && new Date(r.expires_at).getTime() <= now && r.status !== 'Completed' ? 'Expired' : r.status,
      progressPercent: r.status === 'Completed' ? 100 : r.total === 0 ? 0 : Math.round((100 * r.completed) / r.total),
      purchasedAt: iso(r.purchased_at),
      expiresAt: iso(r.expires_at),
    }),
  );
  return courses;
}
