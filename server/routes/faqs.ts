import type { FastifyInstance } from 'fastify';

import { faqQuerySchema } from '../../contracts/faqs';
import * as apiPaths from '../../contracts/paths';
import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { ok, parseWith } from '../http/envelope';
import { faqListIn } from '../support/faqList';

/** 02 §2 customer-support: the FAQs in the asked language (English where a text is missing). No sign-in needed. */
export function registerFaqRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.faqs, async (req, reply) => {
    const query = parseWith(faqQuerySchema, req.query, 'query');
    const list = await faqListIn(ctx.db, languageOf(query.language));
    // The same for everyone: a browser may keep it for a few minutes.
    reply.header('cache-control', `public, max-age=${faqCacheSeconds}`);
    return ok('FAQs.', list);
  });
}

/** FAQs change rarely; five minutes keeps a page's reloads off the server without hiding an edit for long. */
export const faqCacheSeconds = 300;
