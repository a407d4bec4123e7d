import type { FastifyInstance } from 'fastify';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import {
  countyAgencyQuerySchema,
  flexiFieldSaveRequestSchema,
  profileDetailsSchema,
  profileMessages,
} from '../../contracts/profile';
import { accessDeniedMessage, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { saveProfileDetails } from '../profile/details';
import { countyAgenciesOf, saveOtherInformation, studentOtherInformation } from '../profile/otherInformation';

/**
 * The profile page (02 §2 profile), every call the signed-in student's own (the session's student): the
 * details with the personal information's rules, the courses' "Other information" and the county agencies of field 161.
 */
export function registerProfileRoutes(app: FastifyInstance, ctx: Ctx) {
  /** The details (02 §3, §5, §8): the personal information's fields and checks; the parent's e-mail and the "pending" flag stay. */
  app.put(apiPaths.profileDetails, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(profileDetailsSchema, req.body, 'body');
    const saved = await saveProfileDetails(ctx.db, session.studentId, body, ctx.clock());
    if (!saved) throw new ApiError(403, accessDeniedMessage, failureCodes.forbidden);
    return ok(profileMessages.detailsSaved, saved);
  });

  /** 02 §7 Flexi fields list: the purchased courses that ask "Other information", with the stored answers. */
  app.get(apiPaths.studentFlexiFields, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    return ok(profileMessages.otherInformation, {
      courses: await studentOtherInformation(ctx.db, ctx.config.dataKeys, session.studentId),
    });
  });

  /** 02 §7 Flexi fields save: one course's answers, checked with the 02 §5 rules, in one transaction. */
  app.post(apiPaths.saveStudentFlexiFields, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const items = parseWith(flexiFieldSaveRequestSchema, req.body, 'body');
    return ok(
      profileMessages.otherInformationSaved,
      await saveOtherInformation(ctx.db, ctx.config.dataKeys, session.studentId, items, ctx.clock()),
    );
  });

  /** 02 §7 County agency: a county's agencies (field 161's choices; Los Angeles, 2815, has them). */
  app.get(apiPaths.countyAgency, async (req) => {
    await requireSession(ctx.db, req, ctx.clock);
    const { countyCode } = parseWith(countyAgencyQuerySchema, req.query, 'query');
    return ok(profileMessages.countyAgencies, await countyAgenciesOf(ctx.db, countyCode));
  });
}
