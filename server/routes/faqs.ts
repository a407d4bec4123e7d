import type { FastifyInstance } from 'fastify';

import { type FaqList, faqQuerySchema } from '../../contracts/faqs';
import * as apiPaths from '../../contracts/paths';
import type { Ctx } from '../context';
import { languageOf } from '../courseTaking/content';
import { ok, parseWith } from '../http/envelope';

type Texts = Record<string, { question: string; answer: string }>;

/** 02 §2 customer-support: the FAQs in the asked language (English where a text is missing). No sign-in needed. */
export function registerFaqRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(apiPaths.faqs, async (req, reply) => {
    const query = parseWith(faqQuerySchema, req.query, 'query');
    const language = languageOf(query.language);
    const groups = await ctx.db.query<{ faq_group_id: string; titles: Record<string, string> }>(
      'select faq_group_id, titles from faq_groups order by position',
    );
    const faqs = await ctx.db.query<{ faq_id: string; faq_group_id: string; texts: Texts }>(
      'select faq_id, faq_group_id, texts from faqs where is_active order by position',
    );
    const list: FaqList = {
      language,
      groups: groups.map((g) => ({
        id: g.faq_group_id,
        title: g.titles[language] ?? g.titles.en,
        faqs: faqs
          .filter((f) => f.faq_group_id === g.faq_group_id)
          .map((f) => ({ id: f.faq_id, ...(f.texts[language] ?? f.texts.en) })),
      })),
    };
    // The same for everyone: a browser may keep it for a few minutes.
    reply.header('cache-control', `public, max-age=${faqCacheSeconds}`);
    return ok('FAQs.', list);
  });
}

/** FAQs change rarely; five minutes keeps a page's reloads off the server without hiding an edit for long. */
export const faqCacheSeconds = 300;
