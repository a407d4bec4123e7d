import type { FastifyInstance } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { studentIdQuerySchema } from '../../contracts/student';
import { accessDeniedMessage, assertOwnStudent, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { loadDashboardCourses } from '../courseTaking/dashboardCourses';
import { ApiError, ok, parseWith } from '../http/envelope';
import { findStudentById, toStudentRecord } from '../students';

export const studentMessages = {
  details: 'Student details.',
  dashboard: 'Your courses.',
} as const;

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
    const courses = await loadDashboardCourses(ctx.db, studentId, ctx.clock());
    return ok(studentMessages.dashboard, courses);
  });
}
