import type { FastifyInstance } from 'fastify';

import { timeUpdateRequestSchema } from '../../contracts/auth';
import { type DashboardCourse, dashboardCourseSchema } from '../../contracts/courses';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { studentIdQuerySchema } from '../../contracts/student';
import { accessDeniedMessage, assertOwnStudent, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { findStudentById, toStudentRecord } from '../students';

export const studentMessages = {
  details: 'Student details.',
  dashboard: 'Your courses.',
  timeSaved: 'Time saved.',
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

  app.put(apiPaths.chapterTime, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(timeUpdateRequestSchema, req.body, 'body');
    const [row] = await ctx.db.query<{ student_course_chapter_id: number }>(
      `update student_course_chapters scc
         set time_spent = scc.time_spent + $3, time_after_identity_verification = scc.time_after_identity_verification + $4, updated_at = $5
       from student_courses sc
       where scc.student_course_chapter_id = $1 and scc.student_course_id = $2
         and sc.student_course_id = scc.student_course_id and sc.student_id = $6
       returning scc.student_course_chapter_id`,
      [
        body.studentCourseChapterId,
        body.studentCourseId,
        body.timeSpent,
        body.timeConsumedAfterIdentityVerification,
        ctx.clock(),
        session.studentId,
      ],
    );
    // Unknown chapter, another student's chapter, or a chapter of another course: all refused alike.
    if (!row) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    return ok(studentMessages.timeSaved);
  });
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
  const courses = rows.map((r) =>
    dashboardCourseSchema.parse({
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
