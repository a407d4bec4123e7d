import { describe, expect, it } from 'vitest';

import { faqListResponseSchema } from '../../contracts/faqs';
import * as apiPaths from '../../contracts/paths';
import { seededFaqGroups, seededFaqs } from '../../server/seed/faqs';
import { useTestServer } from './helpers';

const t = useTestServer();

const faqsIn = async (language?: string) => {
  const res = await t.get(language ? `${apiPaths.faqs}?language=${language}` : apiPaths.faqs);
  expect(res.statusCode).toBe(200);
  return { list: faqListResponseSchema.parse(res.body).data!, headers: res.headers };
};

describe('FAQs (02 §2 customer-support)', () => {
  it('lists every group and question in order, without signing in', async () => {
    const { list, headers } = await faqsIn();
    expect(list.language).toBe('en');
    expect(list.groups.map((g) => g.id)).toEqual(seededFaqGroups.map((g) => g.id));
    expect(list.groups.flatMap((g) => g.faqs.map((f) => f.id))).toEqual(
      seededFaqGroups.flatMap((g) => seededFaqs.filter((f) => f.groupId === g.id).map((f) => f.id)),
    );
    expect(String(headers['cache-control'])).toMatch(/max-age=\d+/);
  });

  it('answers in each of the four languages, English for an unknown one', async () => {
    for (const language of ['es-LA', 'ru', 'zh'] as const) {
      const { list } = await faqsIn(language);
      expect(list.language).toBe(language);
      expect(list.groups[0].title).toBe(seededFaqGroups[0].titles[language]);
      const first = seededFaqs.find((f) => f.groupId === seededFaqGroups[0].id)!;
      expect(list.groups[0].faqs[0]).toEqual({ id: first.id, ...first.texts[language] });
    }
    expect((await faqsIn('xx')).list.language).toBe('en');
  });

  it('keeps ids unique and every text in every language (the page links to a question by its id)', () => {
    expect(new Set(seededFaqs.map((f) => f.id)).size).toBe(seededFaqs.length);
    for (const faq of seededFaqs)
      for (const language of ['en', 'es-LA', 'ru', 'zh'] as const) {
        expect(faq.texts[language].question, `${faq.id} ${language}`).toMatch(/\S/);
        expect(faq.texts[language].answer, `${faq.id} ${language}`).toMatch(/\S/);
      }
  });
});
