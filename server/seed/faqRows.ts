import type { Queryable } from '../db/types';
import { seededFaqGroups, seededFaqs } from './faqs';

/** Stores the FAQ groups and questions once (a stored one keeps its text, as the rest of the seed). */
export async function seedFaqs(tx: Queryable) {
  for (const [position, group] of seededFaqGroups.entries()) {
    await tx.query(
      `insert into faq_groups (faq_group_id, position, titles) values ($1, $2, $3::jsonb) on conflict do nothing`,
      [group.id, position + 1, JSON.stringify(group.titles)],
    );
  }
  for (const [position, faq] of seededFaqs.entries()) {
    await tx.query(
      `insert into faqs (faq_id, faq_group_id, position, texts) values ($1, $2, $3, $4::jsonb) on conflict do nothing`,
      [faq.id, faq.groupId, position + 1, JSON.stringify(faq.texts)],
    );
  }
}
