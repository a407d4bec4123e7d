import { type CatalogPart, partNeeds } from './catalogPartFolders';
import { addCatalogPart } from './i18n';

/** Loaders of each catalog part (catalogPartFolders.ts), per language. */
const loaders = {
  account: {
    en: () => import('../../../locales/en/account.po'),
    'es-LA': () => import('../../../locales/es-LA/account.po'),
    ru: () => import('../../../locales/ru/account.po'),
    zh: () => import('../../../locales/zh/account.po'),
  },
  home: {
    en: () => import('../../../locales/en/home.po'),
    'es-LA': () => import('../../../locales/es-LA/home.po'),
    ru: () => import('../../../locales/ru/home.po'),
    zh: () => import('../../../locales/zh/home.po'),
  },
  registrationValidation: {
    en: () => import('../../../locales/en/registrationValidation.po'),
    'es-LA': () => import('../../../locales/es-LA/registrationValidation.po'),
    ru: () => import('../../../locales/ru/registrationValidation.po'),
    zh: () => import('../../../locales/zh/registrationValidation.po'),
  },
  registration: {
    en: () => import('../../../locales/en/registration.po'),
    'es-LA': () => import('../../../locales/es-LA/registration.po'),
    ru: () => import('../../../locales/ru/registration.po'),
    zh: () => import('../../../locales/zh/registration.po'),
  },
  registrationSubmit: {
    en: () => import('../../../locales/en/registrationSubmit.po'),
    'es-LA': () => import('../../../locales/es-LA/registrationSubmit.po'),
    ru: () => import('../../../locales/ru/registrationSubmit.po'),
    zh: () => import('../../../locales/zh/registrationSubmit.po'),
  },
  emailVerification: {
    en: () => import('../../../locales/en/emailVerification.po'),
    'es-LA': () => import('../../../locales/es-LA/emailVerification.po'),
    ru: () => import('../../../locales/ru/emailVerification.po'),
    zh: () => import('../../../locales/zh/emailVerification.po'),
  },
  public: {
    en: () => import('../../../locales/en/public.po'),
    'es-LA': () => import('../../../locales/es-LA/public.po'),
    ru: () => import('../../../locales/ru/public.po'),
    zh: () => import('../../../locales/zh/public.po'),
  },
  failures: {
    en: () => import('../../../locales/en/failures.po'),
    'es-LA': () => import('../../../locales/es-LA/failures.po'),
    ru: () => import('../../../locales/ru/failures.po'),
    zh: () => import('../../../locales/zh/failures.po'),
  },
  legal: {
    en: () => import('../../../locales/en/legal.po'),
    'es-LA': () => import('../../../locales/es-LA/legal.po'),
    ru: () => import('../../../locales/ru/legal.po'),
    zh: () => import('../../../locales/zh/legal.po'),
  },
  course: {
    en: () => import('../../../locales/en/course.po'),
    'es-LA': () => import('../../../locales/es-LA/course.po'),
    ru: () => import('../../../locales/ru/course.po'),
    zh: () => import('../../../locales/zh/course.po'),
  },
  checkout: {
    en: () => import('../../../locales/en/checkout.po'),
    'es-LA': () => import('../../../locales/es-LA/checkout.po'),
    ru: () => import('../../../locales/ru/checkout.po'),
    zh: () => import('../../../locales/zh/checkout.po'),
  },
} satisfies Record<CatalogPart, unknown>;

/** Loads a catalog part, and the parts it needs, for the active language (once); routes await it before they render. */
export const loadCatalogPart = async (part: CatalogPart): Promise<void> => {
  await Promise.all([part, ...(partNeeds[part] ?? [])].map((name) => addCatalogPart(name, loaders[name])));
};

/** A lazily loaded module of a catalog part's folders, loaded together with that part's words. */
export const withCatalogPart =
  <M>(part: CatalogPart, load: () => Promise<M>) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), loadCatalogPart(part)]);
    return module;
  };
