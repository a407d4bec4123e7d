import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  connectAccountRequestSchema,
  connectedAccountFailureCodes,
  type ConnectedAccountList,
  connectedAccountMessages,
  connectedAccountParamsSchema,
} from '../../contracts/connectedAccounts';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import { authMessages } from '../auth/authMessages';
import { connectAccount, ConnectRefused, disconnectAccount, listConnectedAccounts } from '../auth/connectedAccounts';
import { requireStudentSession } from '../auth/sessions';
import { InvalidIdTokenError, providerDisplayNames } from '../auth/social';
import { attemptLimits, giveBackAttempt, limitKeys, rateLimited, takeAttempt } from '../auth/throttle';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';

/** The bearer token's student; a parent's link never changes how the student signs in. */
const studentOf = async (ctx: Ctx, req: FastifyRequest) =>
  (await requireStudentSession(ctx.db, req, ctx.clock)).studentId;

const listOf = async (ctx: Ctx, studentId: number): Promise<ConnectedAccountList> => ({
  accounts: await listConnectedAccounts(ctx.db, studentId, ctx.social),
});

/**
 * 02 §2 integration: the student's connected sign-in accounts. Every answer is the list as it is now. A
 * refused token is 400, never 401: the session is fine, only the provider's token is not.
 */
export function registerConnectedAccountRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.connectedAccounts, async (req) => {
    const studentId = await studentOf(ctx, req);
    return ok(connectedAccountMessages.list, await listOf(ctx, studentId));
  });

  /**
   * Connects the provider account of an ID token the provider's adapter verifies. Attempts per student are limited
   * (each may fetch the provider's keys): counted before the token is checked, given back when it connects.
   */
  app.post(apiPaths.connectedAccounts, async (req, reply) => {
    const studentId = await studentOf(ctx, req);
    const body = parseWith(connectAccountRequestSchema, req.body, 'body');
    const name = providerDisplayNames[body.provider];
    const adapter = ctx.social[body.provider];
    if (!adapter) throw new ApiError(501, authMessages.socialNotConfigured(name), failureCodes.notConfigured);
    if (!body.subjectToken)
      throw new ApiError(400, connectedAccountMessages.tokenMissing(name), connectedAccountFailureCodes.tokenMissing);
    const now = ctx.clock();
    const key = limitKeys.socialConnect(studentId);
    const attempt = await takeAttempt(ctx.db, attemptLimits.socialConnect, key, now);
    if (!attempt.allowed) throw rateLimited(reply, attempt.retryAfterMs, attemptLimitNames.attempts);
    let identity;
    try {
      identity = await adapter.verifyIdToken(body.subjectToken, now);
    } catch (err) {
      if (!(err instanceof InvalidIdTokenError)) req.log.warn({ err }, 'connect account: provider keys unavailable');
      throw new ApiError(400, connectedAccountMessages.tokenRefused(name), connectedAccountFailureCodes.tokenRefused);
    }
    try {
      await connectAccount(ctx.db, studentId, body.provider, identity, now);
    } catch (error) {
      if (!(error instanceof ConnectRefused)) throw error;
      throw new ApiError(409, connectedAccountMessages[error.reason](name), connectedAccountFailureCodes[error.reason]);
    }
    await giveBackAttempt(ctx.db, key);
    return ok(connectedAccountMessages.connected(name), await listOf(ctx, studentId));
  });

  app.delete(`${apiPaths.connectedAccounts}/:provider`, async (req) => {
    const studentId = await studentOf(ctx, req);
    const { provider } = parseWith(connectedAccountParamsSchema, req.params, 'params');
    await disconnectAccount(ctx.db, studentId, provider);
    return ok(connectedAccountMessages.disconnected(providerDisplayNames[provider]), await listOf(ctx, studentId));
  });
}
