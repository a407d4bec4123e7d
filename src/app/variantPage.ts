import { createElement } from 'react';

import type { CatalogPart } from '@shared/i18n/catalogPartFolders';
import { loadCatalogPart } from '@shared/i18n/catalogParts';

import type { RouteModule } from './routeLoaders';

/** One flow serving several routes that differ by a prop (the cart variants, personal information's two pages). */
export const variantPageWith =
  <Props extends object>(part: CatalogPart, load: () => RouteModule<Props>) =>
  (props: Props) =>
  async () => {
    const [module] = await Promise.all([load(), loadCatalogPart(part)]);
    const Flow = module.default;
    return { Component: () => createElement(Flow, props) };
  };
