import type { FastifyInstance, FastifyRequest } from 'fastify';

import * as apiPaths from '../../contracts/paths';
import {
  refundDecisionParamsSchema,
  refundDecisionRequestSchema,
  refundMessages,
  type RefundPurchases,
  refundRequestBodySchema,
  type RefundRequestList,
} from '../../contracts/refunds';
import { requireStudentSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { ok, parseWith } from '../http/envelope';
import { requireOperator } from '../http/operator';
import { loadRefundPurchases, publicItem } from '../refunds/purchases';
import { readRequests, requestRefund } from '../refunds/requests';
import { decideRefundRequest, waitingRequests } from '../refunds/reviews';

/** The session's own student; a parent's payment link pays, it never refunds or reads the student's refunds. */
const studentOf = async (ctx: Ctx, req: FastifyRequest) =>
  (await requireStudentSession(ctx.db, req, ctx.clock)).studentId;

/** 02 §2 refund, refund-summary: what may be refunded, a refund request, and the student's requests. */
export function registerRefundRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.refund, async (req) => {
    const studentId = await studentOf(ctx, req);
    const purchases = await loadRefundPurchases(ctx.db, ctx.gateways, studentId, ctx.clock());
    const answer: RefundPurchases = {
      purchases: purchases.map(({ gateway: _g, gatewayReference: _r, items, ...p }) => ({
        ...p,
        items: items.map(publicItem),
      })),
    };
    return ok(refundMessages.purchases, answer);
  });

  app.post(apiPaths.refund, async (req) => {
    const studentId = await studentOf(ctx, req);
    const body = parseWith(refundRequestBodySchema, req.body, 'body');
    const request = await requestRefund(ctx, req.log, studentId, body);
    const message =
      request.status === 'refunded'
        ? refundMessages.refunded
        : request.review
          ? refundMessages.reviewRequested
          : refundMessages.requested;
    return ok(message, request);
  });

  app.get(apiPaths.refundRequests, async (req) => {
    const studentId = await studentOf(ctx, req);
    const list: RefundRequestList = { requests: await readRequests(ctx.db, studentId) };
    return ok(refundMessages.requests, list);
  });

  app.get(apiPaths.adminRefundRequests, async (req) => {
    requireOperator(ctx, req);
    return ok(refundMessages.reviewQueue, { requests: await waitingRequests(ctx.db, ctx.gateways) });
  });

  app.post(`${apiPaths.adminRefundRequests}/:refundRequestId/decision`, async (req) => {
    requireOperator(ctx, req);
    const { refundRequestId } = parseWith(refundDecisionParamsSchema, req.params, 'params');
    const body = parseWith(refundDecisionRequestSchema, req.body, 'body');
    return ok(refundMessages.decided, await decideRefundRequest(ctx, req.log, refundRequestId, body));
  });
}
