import type { FaqList } from '../../contracts/faqs';
import type { LanguageCode } from '../../contracts/languages';
import type { Queryable } from '../db/types';

type Texts = Record<string, { question: string; answer: string }>;

/** 02 §2 customer-support: the stored FAQs (seedFaqs) in the language, English where a text is missing. */
export async function faqListIn(db: Queryable, language: LanguageCode): Promise<FaqList> {
  const groups = await db.query<{ faq_group_id: string; titles: Record<string, string> }>(
    'select faq_group_id, titles from faq_groups order by position',
  );
  const faqs = await db.query<{ faq_id: string; faq_group_id: string; texts: Texts }>(
    'select faq_id, faq_group_id, texts from faqs where is_active order by position',
  );
  return {
    language,
    groups: groups.map((g) => ({
      id: g.faq_group_id,
      title: g.titles[language] ?? g.titles.en,
      faqs: faqs
        .filter((f) => f.faq_group_id === g.faq_group_id)
        .map((f) => ({ id: f.faq_id, ...(f.texts[language] ?? f.texts.en) })),
    })),
  };
}
