import type { FastifyInstance, FastifyRequest } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import {
  notificationPreferencesFailureCodes,
  notificationPreferencesMessages,
  notificationPreferencesSchema,
} from '../../contracts/notificationPreferences';
import * as apiPaths from '../../contracts/paths';
import { MobileNumberRequired, readPreferences, savePreferences } from '../account/notificationPreferences';
import { accessDeniedMessage, requireStudentSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { footprintOf } from '../http/footprint';

/** The bearer token's student; a parent's link never changes the student's consents. */
const studentOf = async (ctx: Ctx, req: FastifyRequest) =>
  (await requireStudentSession(ctx.db, req, ctx.clock)).studentId;

const gone = () => new ApiError(403, accessDeniedMessage, failureCodes.forbidden);

/**
 * 02 §2 settings: the student's e-mail updates, SMS alerts and inactivity warning. No attempt limit: a save
 * guesses nothing and sends nothing; every change is recorded with its footprint.
 */
export function registerNotificationPreferenceRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.notificationPreferences, async (req) => {
    const saved = await readPreferences(ctx.db, await studentOf(ctx, req));
    if (!saved) throw gone();
    return ok(notificationPreferencesMessages.loaded, saved);
  });

  app.put(apiPaths.notificationPreferences, async (req) => {
    const studentId = await studentOf(ctx, req);
    const choices = parseWith(notificationPreferencesSchema, req.body, 'body');
    let saved;
    try {
      saved = await savePreferences(ctx.db, studentId, choices, footprintOf(req), ctx.clock());
    } catch (error) {
      if (!(error instanceof MobileNumberRequired)) throw error;
      throw new ApiError(
        400,
        notificationPreferencesMessages.mobileNumberRequired,
        notificationPreferencesFailureCodes.mobileNumberRequired,
      );
    }
    if (!saved) throw gone();
    return ok(notificationPreferencesMessages.saved, saved);
  });
}
