// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { activateLocale, addCatalogPart, i18n } from './i18n';

const part = (text: string) => async () => ({ messages: { partOnlyMessage: text } });

describe('catalog loading', () => {
  it('a part asked for while the language is being activated loads in that language and survives the activation', async () => {
    // The router asks for its page's part right after bootstrap starts activating (src/main.tsx): the part's loader
    // answers first, the main catalog later.
    const activation = activateLocale('ru');
    const loaded = addCatalogPart('test-part', {
      en: part('English part'),
      'es-LA': part('Parte'),
      ru: part('Русская часть'),
      zh: part('中文部分'),
    });
    await Promise.all([activation, loaded]);
    expect(i18n.locale).toBe('ru');
    expect(i18n._('partOnlyMessage')).toBe('Русская часть');
    // The main catalog is there too: a message of every page, in Russian.
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(1);
    await activateLocale('en');
    expect(i18n._('partOnlyMessage')).toBe('English part');
  });
});
