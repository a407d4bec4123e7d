import type { FastifyInstance } from 'fastify';

import { organisationLogoQuerySchema } from '../../contracts/organisation';
import * as apiPaths from '../../contracts/paths';
import { statesQuerySchema } from '../../contracts/states';
import type { Ctx } from '../context';
import { ok, parseWith } from '../http/envelope';
import { organisationAnswer } from '../organisation/organisationAnswer';
import { listStates } from '../organisation/states';

export const organisationMessages = { logo: 'Organisation details.', states: 'States.' } as const;

export function registerOrganisationRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.organisationLogo, async (req) => {
    const query = parseWith(organisationLogoQuerySchema, req.query, 'query');
    return ok(organisationMessages.logo, await organisationAnswer(ctx.db, query));
  });

  app.get(apiPaths.states, async (req) => {
    const query = parseWith(statesQuerySchema, req.query, 'query');
    // IsActive=true lists active states; IsActive=false lists all of them.
    return ok(organisationMessages.states, await listStates(ctx.db, { activeOnly: query.IsActive === 'true' }));
  });
}
