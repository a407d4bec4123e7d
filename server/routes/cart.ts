import type { FastifyInstance } from 'fastify';

import {
  checkoutFailureCodes,
  checkoutMessages,
  clientTokensSchema,
  discountRequestSchema,
  paymentMethodRequestSchema,
  upsellPricesQuerySchema,
  upsellSaveRequestSchema,
} from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { assertOwnStudent, requireSession } from '../auth/sessions';
import type { Ctx } from '../context';
import { ApiError, ok, parseWith } from '../http/envelope';
import { createSandboxPaymentMethod } from '../payments/cards';
import { upsellOffers } from '../payments/catalogue';
import { findUsableDiscount } from '../payments/discounts';
import { issueWalletApproval, sandboxCardGatewayName, walletGatewayName } from '../payments/sandbox';
import { stripeGatewayName } from '../payments/stripe';
import { chooseUpsells } from '../payments/upsellChoice';

export const cartMessages = {
  upsells: 'Upsell prices.',
  upsellsSaved: 'Upsells saved.',
  discount: 'Discount applied.',
  clientTokens: 'Payment client tokens.',
  paymentMethod: 'Payment method created.',
  stripeTokenisesInBrowser: 'Card details are collected by Stripe.js in the browser when Stripe is configured.',
} as const;

export function registerCartRoutes(app: FastifyInstance, ctx: Ctx) {
  // Public like the course price: the cart shows the offers of the course.
  app.get(apiPaths.upsellPrices, async (req) => {
    const { configCourseId } = parseWith(upsellPricesQuerySchema, req.query, 'query');
    return ok(cartMessages.upsells, await upsellOffers(ctx.db, configCourseId));
  });

  app.post(apiPaths.upsellSave, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(upsellSaveRequestSchema, req.body, 'body');
    assertOwnStudent(session, body.studentId);
    const chosen = await chooseUpsells(ctx.db, session.studentId, body.configCourseId, body.upsellConfigCourseIds);
    return ok(cartMessages.upsellsSaved, chosen);
  });

  app.post(apiPaths.discount, async (req) => {
    await requireSession(ctx.db, req, ctx.clock);
    const body = parseWith(discountRequestSchema, req.body, 'body');
    const { discount } = await findUsableDiscount(ctx.db, body.code, body.type, [body.configCourseId], ctx.clock());
    return ok(cartMessages.discount, discount);
  });

  app.get(apiPaths.paymentClientTokens, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    const stripe = Boolean(ctx.config.stripeSecretKey);
    return ok(
      cartMessages.clientTokens,
      clientTokensSchema.parse({
        card: stripe
          ? { gateway: stripeGatewayName, publishableKey: ctx.config.stripePublishableKey ?? null, sandbox: false }
          : { gateway: sandboxCardGatewayName, publishableKey: null, sandbox: true },
        wallet: {
          gateway: walletGatewayName,
          clientToken: await issueWalletApproval(ctx.db, session.studentId, ctx.clock()),
        },
      }),
    );
  });

  app.post(apiPaths.paymentMethod, async (req) => {
    const session = await requireSession(ctx.db, req, ctx.clock);
    if (ctx.config.stripeSecretKey)
      throw new ApiError(501, cartMessages.stripeTokenisesInBrowser, failureCodes.notConfigured);
    const parsed = paymentMethodRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === 'cardNumber')) {
      throw new ApiError(400, checkoutMessages.cardInvalid, checkoutFailureCodes.cardInvalid);
    }
    const card = parseWith(paymentMethodRequestSchema, req.body, 'body');
    return ok(
      cartMessages.paymentMethod,
      await createSandboxPaymentMethod(ctx.db, session.studentId, card, ctx.clock()),
    );
  });
}
