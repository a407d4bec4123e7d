import type { FaqGroup } from '@machines/faqs';

/** Case, accents and extra spaces do not matter when searching (the four languages' texts). */
const folded = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** The groups with only the questions whose question or answer holds every word of the search; empty groups go. */
export function searchFaqs(groups: FaqGroup[], search: string): FaqGroup[] {
  const words = folded(search).split(' ').filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      faqs: group.faqs.filter((faq) => {
        const text = folded(`${faq.question} ${faq.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.faqs.length > 0);
}
