import { describe, expect, it } from 'vitest';

import { searchFaqs } from './faqSearch';

const groups = [
  {
    id: 'certificate',
    title: 'Your certificate',
    faqs: [
      { id: 'when-certificate', question: 'When do I get my certificate?', answer: 'When the course is completed.' },
      { id: 'verify', question: 'How does a court check it?', answer: 'At /verify-certificate, with its code.' },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    faqs: [{ id: 'idioma', question: '¿Cómo cambio el idioma?', answer: 'En Configuración.' }],
  },
];

describe('FAQ search', () => {
  it('keeps every question when the search is empty', () => {
    expect(searchFaqs(groups, '  ')).toEqual(groups);
  });

  it('keeps the questions holding every word, in the question or the answer, and drops empty groups', () => {
    expect(searchFaqs(groups, 'COURT  code')).toEqual([{ ...groups[0], faqs: [groups[0].faqs[1]] }]);
  });

  it('ignores accents and case', () => {
    expect(searchFaqs(groups, 'como cambio IDIOMA')).toEqual([groups[1]]);
  });

  it('finds nothing for a word no question has', () => {
    expect(searchFaqs(groups, 'refund')).toEqual([]);
  });
});
