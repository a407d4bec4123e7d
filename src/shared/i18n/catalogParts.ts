import { addCatalogPart } from './i18n';
import type { CatalogPart } from './catalogPartFolders';

/** Loaders of each catalog part (catalogPartFolders.ts), per language. */
const loaders = {
  public: {
    en: () => import('../../../locales/en/public.po'),
    'es-LA': () => import('../../../locales/es-LA/public.po'),
    ru: () => import('../../../locales/ru/public.po'),
    zh: () => import('../../../locales/zh/public.po'),
  },
  checkout: {
    en: () => import('../../../locales/en/checkout.po'),
    'es-LA': () => import('../../../locales/es-LA/checkout.po'),
    ru: () => import('../../../locales/ru/checkout.po'),
    zh: () => import('../../../locales/zh/checkout.po'),
  },
} satisfies Record<CatalogPart, unknown>;

/** Loads a catalog part for the active language (once); routes await it before they render. */
export const loadCatalogPart = (part: CatalogPart) => addCatalogPart(part, loaders[part]);
