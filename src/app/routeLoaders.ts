import type { ComponentType } from 'react';

import type { CatalogPart } from '@shared/i18n/catalogPartFolders';
import { loadCatalogPart } from '@shared/i18n/catalogParts';

export type RouteModule<Props> = Promise<{ default: ComponentType<Props> }>;

/** Each page is its own code file, loaded when first visited (keeps /login's first load small). */
export const page = (load: () => RouteModule<object>) => async () => ({ Component: (await load()).default });

/** A page whose words are in a catalog part (src/shared/i18n/catalogPartFolders.ts): code and words load together. */
export const pageWith = (part: CatalogPart, load: () => RouteModule<object>) => async () => {
  const [module] = await Promise.all([load(), loadCatalogPart(part)]);
  return { Component: module.default };
};

export const notFound = page(() => import('@flows/notFound/NotFoundScreen'));
