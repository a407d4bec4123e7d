import { useState } from 'react';

import { flowCatalogueMachine } from '@machines/flowCatalogue';

import { type CatalogueSource, createFlowCatalogueImplementations } from './flowCatalogue.actors';
import { FlowCatalogueContext } from './FlowCatalogueContext';
import { FlowCatalogueView } from './FlowCatalogueView';

/**
 * The flow catalogue for product owners (src/dev/flows/main.tsx): on development servers at /dev/flows, with their
 * last browser results, or as a static site from `npm run catalogue`.
 */
export default function FlowCatalogueFlow({ source }: { source: CatalogueSource }) {
  // Its own page (dev-flows.html): no router, nothing to navigate to.
  const [logic] = useState(() => flowCatalogueMachine.provide(createFlowCatalogueImplementations(source)));
  return (
    <FlowCatalogueContext.Provider logic={logic}>
      <FlowCatalogueView browserResults={source === 'developmentServer'} />
    </FlowCatalogueContext.Provider>
  );
}
