import { createElement, type ComponentType } from 'react';
import { loadCatalogPart } from '@app/shared/i18n/catalogParts';
import type { CatalogPart } from '@app/shared/i18n/catalogPartFolders';

type RouteModule<Props> = Promise<{ default: ComponentType<Props> }>;

/** Each page is its own code file, loaded when first visited (keeps /login's first load small). */
export const page = (load: () => RouteModule<object>) => async () => ({ Component: (await load()).default });

/** A page whose words are in a catalog part (src/shared/i18n/catalogPartFolders.ts): code and words load together. */
export const pageWith = (part: CatalogPart, load: () => RouteModule<object>) => async () => {
  const [module] = await Promise.all([load(), loadCatalogPart(part)]);
  return { Component: module.default };
};

/** One flow serving several routes that differ by a prop (the cart variants, personal information's two pages). */
export const variantPageWith =
  <Props extends object>(part: CatalogPart, load: () => RouteModule<Props>) =>
  (props: Props) =>
  async () => {
    const [module] = await Promise.all([load(), loadCatalogPart(part)]);
    const Flow = module.default;
    return { Component: () => createElement(Flow, props) };
  };

export const notFound = page(() => import('@app/flows/notFound/NotFoundScreen'));
